/** The addresses the browser tests use: the preview of the build, the fake Resend it sends to, and `npm run dev`. */
export const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 8890)}`;
export const fakeResendURL = `http://localhost:${Number(process.env.FAKE_RESEND_PORT ?? 8891)}`;
export const devURL = `http://localhost:${Number(process.env.E2E_DEV_PORT ?? 8892)}`;
/** Signs the alerts of the suite's preview (MAIL_ALERT_SECRET), which the fake Resend's alert receiver checks. */
export const ALERT_SECRET = `whsec_${Buffer.from('alert-secret-of-the-browser-tests').toString('base64')}`;
/** Days the preview's mail function keeps a message (MAIL_KEEP_DAYS), read by its build too: the pages say it. */
export const PREVIEW_KEEP_DAYS = '21';
