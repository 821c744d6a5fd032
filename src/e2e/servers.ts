import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The addresses the browser tests use: the preview of the build, the fake Resend it sends to, and `npm run dev`. */
export const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 8890)}`;
export const fakeResendURL = `http://localhost:${Number(process.env.FAKE_RESEND_PORT ?? 8891)}`;
export const devURL = `http://localhost:${Number(process.env.E2E_DEV_PORT ?? 8892)}`;
/**
 * The copies of the project the suite's preview and `npm run dev` serve from (./project-copy.ts),
 * their local stores with them: named after the run's port, so two runs on one machine keep apart.
 */
export const suiteCopies = {
  preview: join(tmpdir(), `portfolio-e2e-${new URL(baseURL).port}-preview`),
  dev: join(tmpdir(), `portfolio-e2e-${new URL(baseURL).port}-dev`),
};
/**
 * When the run began, before any of its servers: the config sets it once, its workers inherit it.
 */
export const RUN_STARTED = Number((process.env.E2E_RUN_STARTED ??= String(Date.now())));
/** Signs the alerts of the suite's preview (MAIL_ALERT_SECRET), which the fake Resend's alert receiver checks. */
export const ALERT_SECRET = `whsec_${Buffer.from('alert-secret-of-the-browser-tests').toString('base64')}`;
/** Days the preview's mail function keeps a message (MAIL_KEEP_DAYS), read by its build too: the pages say it. */
export const PREVIEW_KEEP_DAYS = '21';

/** As every preview of the tests sends: through Resend's SDK to the fake, retrying at once, and giving a silent Resend up quickly. */
export const MAIL_DELIVERY = {
  MAIL_FROM: 'Portfolio <portfolio@example.com>',
  MAIL_TO: 'owner@example.com',
  MAIL_RETRY_MIN_DELAY_S: '0',
  MAIL_SEND_TIMEOUT_MS: '8000',
};

/**
 * Every message mailed at once, as the suite's preview and the API's own tests want it: each test
 * is its own visitor (its own IP) and expects its message at the fake Resend, so the key interval,
 * the daily limit and the day's mail per sender, shared by all of them, would keep or hold some.
 * The API's tests speak plain EmailJS (the official SDK, curl), with no proof of work; the form
 * still solves one. The function's tests and mail-abuse.spec.ts cover these settings.
 */
export const EVERY_MESSAGE_AT_ONCE = {
  MAIL_THROTTLE_KEY_INTERVAL_MS: '0',
  MAIL_DAILY_LIMIT: '0',
  MAIL_DAILY_PER_CLIENT: '0',
  MAIL_CHALLENGE: 'off',
};
