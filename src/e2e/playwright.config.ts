import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './chromium-path';

const port = Number(process.env.E2E_PORT ?? 8890);
export const baseURL = `http://localhost:${port}`;

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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The real production build and the real functions, as `npm run preview` serves them.
  webServer: {
    command: 'npm run build && npm run preview',
    cwd: '../..',
    url: `${baseURL}/home`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      // The browser side of the contact form, as .env.development has it (a production build reads no .env.development).
      VITE_MAIL_PUBLIC_KEY: 'pk_dev_portfolio',
      VITE_MAIL_SERVICE_ID: 'service_portfolio',
      VITE_MAIL_TEMPLATE_ID: 'template_contact',
    },
    stdout: 'pipe',
  },
});
