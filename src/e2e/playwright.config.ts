import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../tooling/chromium.ts';
import { ALERT_SECRET, baseURL, devURL, fakeResendURL, PREVIEW_KEEP_DAYS } from './servers.ts';

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
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: ['mail-api.spec.ts', 'delivery-status.spec.ts', 'setup-alerts.spec.ts', 'mail-abuse.spec.ts', 'deploy.spec.ts', 'dev.spec.ts'] },
    // The mail API's own tests take the fake Resend, its alert receiver and the store down: they run
    // alone, one file at a time, after the rest. setup-alerts.spec.ts runs previews of its own.
    {
      name: 'mail-api',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: ['mail-api.spec.ts', 'delivery-status.spec.ts', 'setup-alerts.spec.ts'],
      fullyParallel: false,
      workers: 1,
      dependencies: ['chromium'],
    },
    // The bots: previews of their own, sharing the fake Resend the mail API's tests take down.
    {
      name: 'mail-abuse',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: 'mail-abuse.spec.ts',
      fullyParallel: false,
      dependencies: ['mail-api'],
    },
    // A deploy's own production build, alone: building competes with any test running beside it.
    {
      name: 'deploy',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: 'deploy.spec.ts',
      dependencies: ['mail-abuse'],
    },
    // `npm run dev` bundles the functions into the same .netlify/functions-serve as the preview: its
    // function calls come last, when no preview test is running.
    {
      name: 'dev',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: 'dev.spec.ts',
      dependencies: ['deploy'],
    },
  ],
  webServer: [
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
        // Real delivery through Resend's SDK, to the fake.
        RESEND_API_KEY: 're_fake_for_tests',
        RESEND_BASE_URL: fakeResendURL,
        MAIL_FROM: 'Portfolio <portfolio@example.com>',
        MAIL_TO: 'owner@example.com',
        // Each test is its own visitor (its own IP) and expects its message at the fake Resend at
        // once: the key interval and the daily limit, shared by all of them, would keep some for a
        // later retry pass, and the day's mail per sender would hold some. The function's tests
        // and mail-abuse.spec.ts cover them.
        MAIL_THROTTLE_KEY_INTERVAL_MS: '0',
        MAIL_DAILY_LIMIT: '0',
        MAIL_DAILY_PER_CLIENT: '0',
        // The API's tests speak plain EmailJS (the official SDK, curl), with no proof of work; the
        // form still solves one. mail-abuse.spec.ts runs previews with the challenge on.
        MAIL_CHALLENGE: 'off',
        // Retry passes may retry at once, and a silent Resend is given up on quickly.
        MAIL_RETRY_MIN_DELAY_S: '0',
        MAIL_SEND_TIMEOUT_MS: '8000',
        // The owner's alerts go to the fake Resend's receiver, signed (RESEND_WEBHOOK_SECRET, which
        // verifies the fake's delivery events, is the dev one of netlify.toml).
        MAIL_ALERT_URL: `${fakeResendURL}/alerts`,
        MAIL_ALERT_SECRET: ALERT_SECRET,
        // Read by the build too: the contact page and the privacy notice state it (site.spec.ts).
        MAIL_KEEP_DAYS: PREVIEW_KEEP_DAYS,
      },
    },
    // `npm run dev`, as a developer starts it: the README's first command. Started last (Playwright
    // starts these one after another), beside the dist/ the build above left, as a developer who
    // built first has it (dev.spec.ts).
    {
      command: `npm run dev -- --port ${new URL(devURL).port} --strictPort`,
      cwd: '../..',
      url: `${devURL}/home`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
