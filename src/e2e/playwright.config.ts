import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../tooling/chromium';
import { baseURL, devURL, fakeResendURL } from './servers';

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: ['mail-api.spec.ts', 'dev.spec.ts'] },
    // The mail API's own tests take the fake Resend and the store down: they run alone, after the rest.
    {
      name: 'mail-api',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: 'mail-api.spec.ts',
      fullyParallel: false,
      dependencies: ['chromium'],
    },
    // `npm run dev` bundles the functions into the same .netlify/functions-serve as the preview: its
    // function calls come last, when no preview test is running.
    {
      name: 'dev',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: 'dev.spec.ts',
      dependencies: ['mail-api'],
    },
  ],
  webServer: [
    // `npm run dev`, as a developer starts it: the README's first command.
    {
      command: `npm run dev -- --port ${new URL(devURL).port} --strictPort`,
      cwd: '../..',
      url: `${devURL}/home`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: 'npx tsx src/e2e/fake-resend.ts',
      cwd: '../..',
      url: `${fakeResendURL}/emails`,
      reuseExistingServer: false,
    },
    // The real production build and the real functions, as `npm run preview` serves them.
    {
      command: 'npm run build && npm run preview',
      cwd: '../..',
      url: `${baseURL}/home`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: new URL(baseURL).port,
        // The browser side of the contact form, as .env.development has it (a production build reads no .env.development).
        VITE_MAIL_PUBLIC_KEY: 'pk_dev_portfolio',
        VITE_MAIL_SERVICE_ID: 'service_portfolio',
        VITE_MAIL_TEMPLATE_ID: 'template_contact',
        // Real delivery through Resend's SDK, to the fake.
        RESEND_API_KEY: 're_fake_for_tests',
        RESEND_BASE_URL: fakeResendURL,
        MAIL_FROM: 'Portfolio <portfolio@example.com>',
        MAIL_TO: 'owner@example.com',
        // Each test is its own visitor (its own IP); the one-send-a-second limit per key, shared by
        // all of them, is covered by the function's tests.
        MAIL_THROTTLE_KEY_INTERVAL_MS: '0',
        // Retry passes may retry at once, and a silent Resend is given up on quickly.
        MAIL_RETRY_MIN_DELAY_S: '0',
        MAIL_SEND_TIMEOUT_MS: '3000',
      },
    },
  ],
});
