import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../tooling/chromium.ts';
import { suiteResend } from './fake-resend-of.ts';
import { baseURL, devURL, EVERY_MESSAGE_AT_ONCE, fakeResendURL, MAIL_DELIVERY, PREVIEW_KEEP_DAYS } from './servers.ts';

/** How the servers that serve a copy of the project are stopped: a signal, and a while to tidy up before they are killed. */
const STOP_SERVING = { signal: 'SIGTERM', timeout: 15_000 } as const;

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results',
  fullyParallel: true,
  // One for each mail project, whose time is mostly their previews' own, and one for the site's tests.
  workers: 3,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL,
    // Recording a trace costs a seventh of the browser tests' time: run a failing test again with
    // `--trace on` to get one.
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  // After `npm run dev`'s, every project runs beside the others, the longest first. Each mail
  // scenario that takes Resend, its store or the alerts down has a preview of its own
  // (./own-preview.ts), with a Resend key of its own at the fake.
  projects: [
    // `npm run dev` comes first, and every other project after it (Playwright runs a project's
    // dependencies to the end before the projects that depend on them start, side by side); its
    // teardown, owner-store.spec.ts, once they are all over.
    {
      name: 'dev',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: 'dev.spec.ts',
      teardown: 'owner-store',
    },
    { name: 'owner-store', testMatch: 'owner-store.spec.ts' },
    // The bots, with previews of their own, one scenario at a time beside the site's tests.
    {
      name: 'mail-abuse',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: 'mail-abuse.spec.ts',
      fullyParallel: false,
      workers: 1,
      dependencies: ['dev'],
    },
    // The mail API as its clients and the owner meet it, each file with its own preview.
    {
      name: 'mail-api',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: ['mail-api.spec.ts', 'delivery-status.spec.ts', 'setup-alerts.spec.ts'],
      fullyParallel: false,
      workers: 1,
      dependencies: ['dev'],
    },
    // The suite's build served as a deploy, from a copy of the project.
    {
      name: 'deploy',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: 'deploy.spec.ts',
      dependencies: ['dev'],
    },
    // What comes before the first intent, in Chromium itself: the headless shell moves a pointer
    // over every page it loads, a first intent no visitor made.
    {
      name: 'start-up',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: 'start-up.spec.ts',
      dependencies: ['dev'],
    },
    // The site, in Chromium's headless shell (chromiumPath): about half the time a page costs in Chromium.
    {
      name: 'chromium',
      dependencies: ['dev'],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: { executablePath: chromiumPath({ headlessShell: true }), args: CHROMIUM_FLAGS },
      },
      testIgnore: [
        'mail-api.spec.ts',
        'delivery-status.spec.ts',
        'setup-alerts.spec.ts',
        'mail-abuse.spec.ts',
        'deploy.spec.ts',
        'dev.spec.ts',
        'start-up.spec.ts',
        'owner-store.spec.ts',
      ],
    },
  ],
  webServer: [
    {
      command: 'node src/e2e/fake-resend.ts',
      cwd: '../..',
      url: `${fakeResendURL}/emails`,
      reuseExistingServer: false,
    },
    // The real production build, the run's only one, and the real functions, as `npm run preview`
    // serves them, from a copy of the project whose local stores are the run's (./serve-copy.ts).
    {
      command: 'npm run build && node src/e2e/serve-copy.ts preview',
      cwd: '../..',
      url: `${baseURL}/home`,
      timeout: 180_000,
      reuseExistingServer: false,
      // Stopped, not killed: serve-copy.ts removes its copy once its server is down.
      gracefulShutdown: STOP_SERVING,
      stdout: 'pipe',
      env: {
        PORT: new URL(baseURL).port,
        // Real delivery through Resend's SDK, to the fake, each message at once. The owner's alerts
        // go to the fake's receiver, signed (RESEND_WEBHOOK_SECRET, which verifies the fake's
        // delivery events, is the dev one of netlify.toml).
        ...suiteResend.env,
        ...suiteResend.alertEnv,
        ...MAIL_DELIVERY,
        ...EVERY_MESSAGE_AT_ONCE,
        // Read by the build too: the contact page and the privacy notice state it (site.spec.ts).
        MAIL_KEEP_DAYS: PREVIEW_KEEP_DAYS,
      },
    },
    // `npm run dev`, as a developer starts it: the README's first command, in a copy of the project
    // too. Started last (Playwright starts these one after another), beside the dist/ the build
    // above left, as a developer who built first has it (dev.spec.ts).
    {
      command: `node src/e2e/serve-copy.ts dev --port ${new URL(devURL).port} --strictPort`,
      cwd: '../..',
      url: `${devURL}/home`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: STOP_SERVING,
    },
  ],
});
