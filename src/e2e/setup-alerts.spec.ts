/**
 * A broken setup tells the owner, through `npm run preview` with the fake Resend and its alert
 * receiver. Each preview (./own-preview.ts) has the settings its scenarios break, and its own
 * stores, Resend key and alerts: the refused self-test needs a day with no self-test yet, so it
 * runs beside the key mismatch; the passing one runs beside the early warning on the daily limit.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { KEPT_UNTIL_CONFIGURED } from '../../netlify/mail/request/setup.ts';
import { defaultLanguage } from '../content/languages.ts';
import { pagePath } from '../content/pages.ts';
import { profile } from '../content/profile.ts';
import { ui } from '../content/ui.ts';
import { ownerMailto } from '../shared/owner-mailto.ts';
import { fillForm, messageFrom, SEND_OUTCOME } from './contact-form.ts';
import { IDS } from './mail-ids.ts';
import { openPage } from './open-page.ts';
import type { ReceivedAlert } from './fake-resend-of.ts';
import { startOwnPreview, type OwnPreview } from './own-preview.ts';
import { newVisitorAddress } from './visitor-address.ts';

const SLOW = 300_000;
const t = ui[defaultLanguage].contact;
/** The owner's alerts go to the fake Resend's receiver, signed. */
const ALERTING = { alerting: true };
/** Resend's test address: it takes mail and reports it delivered. */
const RESEND_TEST_ADDRESS = 'delivered@resend.dev';
/** An alert goes out within 10 s of the refusal that causes it. */
const ALERT_WITHIN = { timeout: 10_000 };
/** After the first alert of a cause, how long a second one, which must not come, is waited for. */
const STRAGGLERS_MS = 2_000;

type KeptMessage = { id: string; state: string; subject: string };
type SelfTestRun = { day: string; outcome: string; error: string | null };

const newTag = () => randomBytes(4).toString('hex');

/** The alerts `preview` sends from now on, by cause. */
async function alertsFromNow(preview: OwnPreview) {
  const before = (await preview.resend.alerts()).length;
  return async (cause: string) =>
    (await preview.resend.alerts()).slice(before).filter((alert) => alert.body.cause === cause);
}

/** Exactly one signed alert of `cause`: it comes within the budget, and no second one follows. */
async function theOneAlert(
  since: (cause: string) => Promise<ReceivedAlert[]>,
  cause: string,
): Promise<ReceivedAlert['body']> {
  await expect.poll(async () => (await since(cause)).length, ALERT_WITHIN).toBeGreaterThan(0);
  await sleep(STRAGGLERS_MS);
  const alerts = await since(cause);
  expect(alerts.map((alert) => alert.body.cause)).toEqual([cause]);
  expect(alerts[0]!.verified).toBe(true);
  return alerts[0]!.body;
}

async function kept(preview: OwnPreview, tag: string): Promise<KeptMessage[]> {
  return (JSON.parse(await preview.inbox('--json', '--per-page', '1000')) as KeptMessage[]).filter((entry) =>
    entry.subject.includes(tag),
  );
}

async function retryPass(request: APIRequestContext, preview: OwnPreview) {
  const response = await request.post(`${preview.origin}/.netlify/functions/mail-retry`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { sent: number; missing: string[] };
}

/** One run of the scheduled self-test, invoked the way Netlify's local tooling does. */
async function selfTest(request: APIRequestContext, preview: OwnPreview): Promise<SelfTestRun> {
  const response = await request.post(`${preview.origin}/.netlify/functions/mail-self-test`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SelfTestRun;
}

/** Sends the form as a visitor does: the answer the mail API gave it. */
async function sendTheForm(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.url().endsWith('/api/v1.0/email/send') && answer.request().method() === 'POST',
      SEND_OUTCOME,
    ),
    page.getByRole('button', { name: t.send }).click(),
  ]);
  return {
    status: response.status(),
    text: await response.text(),
    sentKey: (response.request().postDataJSON() as { user_id: string }).user_id,
  };
}

async function openTheForm(page: Page, preview: OwnPreview) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newVisitorAddress() });
  await openPage(page, `${preview.origin}${pagePath('contact', defaultLanguage)}`);
}

test.describe('pages built with one public key, the function given another (MAIL_PUBLIC_KEY)', () => {
  const functionKey = `${IDS.user_id}-rotated`;
  let preview: OwnPreview;
  test.beforeAll(async () => {
    test.setTimeout(SLOW);
    preview = await startOwnPreview({ MAIL_PUBLIC_KEY: functionKey }, ALERTING);
  });
  test.afterAll(async () => preview?.stop());

  test("three visitors' sends from the site's form are each refused as EmailJS does, and one alert names the function's key", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const since = await alertsFromNow(preview);
    const answers = [];
    // Three clients: one address repeating itself could be a script claiming the site's origin.
    for (let visitor = 0; visitor < 3; visitor++) {
      await openTheForm(page, preview);
      await fillForm(page, messageFrom(newTag()));
      answers.push(await sendTheForm(page));
      await expect(page.getByRole('status')).toHaveText(t.failure);
    }
    const sentKey = answers[0]!.sentKey;
    expect(answers).toEqual(Array(3).fill({ status: 400, text: 'The Public Key is invalid', sentKey }));
    expect(sentKey).not.toBe(functionKey);

    const alert = await theOneAlert(since, 'public-key');
    expect(alert).toMatchObject({ count: 3, detail: `"${functionKey}"` });
    expect(alert.text).toContain('MAIL_PUBLIC_KEY');
    // What a request sent is never quoted.
    expect(JSON.stringify(alert)).not.toContain(`"${sentKey}"`);
  });

  test('the daily self-test, refused by Resend, alerts the owner', async ({ request }) => {
    const since = await alertsFromNow(preview);
    const before = (await preview.resend.emails()).length;
    await preview.resend.setMode('invalid-key');
    expect((await selfTest(request, preview)).outcome).toBe('failed');
    await theOneAlert(since, 'self-test-failed');
    // What to fix: the key Resend refuses.
    expect((await theOneAlert(since, 'resend-key')).text).toContain('RESEND_API_KEY');
    expect(await preview.resend.emails()).toHaveLength(before);
    await preview.resend.setMode('ok');
  });
});

test.describe('MAIL_TO empty, then set', () => {
  let preview: OwnPreview;
  test.beforeAll(async () => {
    test.setTimeout(SLOW);
    // The preview's dev context fills an unset or empty variable with its own MAIL_TO; a blank one
    // is kept, and the function reads it as unset.
    preview = await startOwnPreview({ MAIL_TO: ' ' }, ALERTING);
  });
  test.afterAll(async () => preview?.stop());

  test('the message is kept, the visitor can write directly, one alert names MAIL_TO, and it is delivered once MAIL_TO is set', async ({
    page,
    request,
  }) => {
    test.setTimeout(SLOW);
    const since = await alertsFromNow(preview);
    const tag = newTag();
    const message = messageFrom(tag);
    await openTheForm(page, preview);
    await fillForm(page, message);
    const answer = await sendTheForm(page);
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.text).toBe(KEPT_UNTIL_CONFIGURED);
    await expect(page.getByRole('status')).toHaveText(t.failure);
    const subject = message[t.fields.subject.placeholder]!;
    const text = message[t.fields.message.placeholder]!;
    await expect(page.getByRole('form').getByRole('link', { name: profile.email })).toHaveAttribute(
      'href',
      ownerMailto({ subject, message: text }),
    );

    expect((await kept(preview, tag)).map((entry) => entry.state)).toEqual(['pending']);
    // A retry pass sends nothing while the setting is missing.
    expect(await retryPass(request, preview)).toMatchObject({ sent: 0, missing: ['MAIL_TO'] });
    expect(await preview.resend.emailsTagged(tag)).toHaveLength(0);
    const alert = await theOneAlert(since, 'setting-missing');
    expect(alert.detail).toBe('MAIL_TO');
    expect(alert.text).toContain('MAIL_TO');

    // The same store, served with MAIL_TO set.
    preview = await preview.restart({});
    await retryPass(request, preview);
    expect(await preview.resend.emailsTagged(tag)).toHaveLength(1);
    await retryPass(request, preview);
    expect(await preview.resend.emailsTagged(tag)).toHaveLength(1);
    expect((await kept(preview, tag)).map((entry) => entry.state)).toEqual(['sent']);
    expect(await since('setting-missing')).toHaveLength(1);
  });
});

test.describe('a daily limit of 5 (MAIL_DAILY_LIMIT)', () => {
  let preview: OwnPreview;
  test.beforeAll(async () => {
    test.setTimeout(SLOW);
    // Plain EmailJS sends, each mailed at once: no proof of work, no interval between sends.
    preview = await startOwnPreview(
      { MAIL_DAILY_LIMIT: '5', MAIL_CHALLENGE: 'off', MAIL_THROTTLE_KEY_INTERVAL_MS: '0' },
      ALERTING,
    );
  });
  test.afterAll(async () => preview?.stop());

  // The self-test takes a unit of the day's limit too: whichever of these runs first, the fourth
  // unit is taken by a send and the fifth is left.
  test('four sends are answered OK and mailed, and the owner is warned once', async ({ request }) => {
    const since = await alertsFromNow(preview);
    const tag = newTag();
    const visitor = (i: number) => ({
      name: 'Élodie Lefèvre',
      email: `elodie.${tag}.${i}@example.org`,
      phone: '+33 6 98 76 54 32',
      subject: `Offre ${tag} ${i}`,
      message: `Bonjour ${tag} ${i}`,
    });
    for (let i = 0; i < 4; i++) {
      const answer = await request.post(`${preview.origin}/api/v1.0/email/send`, {
        headers: { Origin: preview.origin, 'X-Forwarded-For': newVisitorAddress() },
        data: { lib_version: '4.4.1', ...IDS, template_params: visitor(i) },
      });
      expect(answer.status()).toBe(200);
    }
    expect(await preview.resend.emailsTagged(tag)).toHaveLength(4);
    const warning = await theOneAlert(since, 'budget-low');
    expect(warning).toMatchObject({ count: 4, detail: '5' });
    expect(warning.text).toContain('MAIL_DAILY_LIMIT');
  });

  test("the self-test, run twice in a day, mails Resend's test address once, and the health view shows it", async ({
    request,
  }) => {
    const toTestAddress = async () =>
      (await preview.resend.emails()).filter((email) => [email.to].flat().includes(RESEND_TEST_ADDRESS));
    const before = (await toTestAddress()).length;
    const first = await selfTest(request, preview);
    const second = await selfTest(request, preview);
    expect([first.outcome, second.outcome]).toEqual(['sent', 'done already']);
    const mails = (await toTestAddress()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.idempotencyKey).toBeTruthy();

    const day = `${first.day.slice(0, 4)}-${first.day.slice(4, 6)}-${first.day.slice(6, 8)}`;
    expect(await preview.inbox('health')).toMatch(
      new RegExp(`^Self-test: +${day}, sent \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d`, 'm'),
    );
  });
});
