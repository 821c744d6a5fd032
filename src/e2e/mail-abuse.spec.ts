/**
 * The mail API against bots, through `npm run preview` with the fake Resend: each scenario runs a
 * preview of its own with the settings it needs (./own-preview.ts), and counts what reached Resend,
 * what was kept, and who was refused. A flood of 200 without a proof of work, and a visitor who
 * solved one in its midst, are the function's own test (netlify/mail/request/bot-flood.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_DIFFICULTY } from '../../netlify/mail/request/challenge/issue.ts';
import { DIGEST_LIST_CAP } from '../../netlify/mail/owner/digest.ts';
import { encodeSolution } from '../../netlify/mail/testing/solved-challenge.ts';
import { defaultLanguage } from '../content/languages.ts';
import { MESSAGE_SENT, pagePath } from '../content/pages.ts';
import { ui } from '../content/ui.ts';
import { fillForm, messageFrom } from './contact-form.ts';
import { startOwnPreview, type OwnPreview } from './own-preview.ts';
import { newVisitorAddress } from './visitor-address.ts';
import { IDS } from './mail-ids.ts';

const SLOW = 300_000;
/** Retry passes run until they have sent what the key's interval held back: a guard against a hang, not a measure. */
const PASSES = { timeout: 60_000 };

type KeptMessage = { id: string; state: string; subject: string; receivedAt: string; nextAttemptAt: string | null };

const newTag = () => randomBytes(4).toString('hex');
const newAddress = newVisitorAddress;

const message = (tag: string, i = 0) => ({
  name: 'Élodie Lefèvre',
  email: `elodie.${tag}.${i}@example.org`,
  phone: '+33 6 98 76 54 32',
  subject: `Offre ${tag} ${i}`,
  message: `Bonjour, voici une offre. ${tag} ${i}`,
});

function send(request: APIRequestContext, origin: string, params: Record<string, unknown>, address: string) {
  return request.post(`${origin}/api/v1.0/email/send`, {
    headers: { Origin: origin, 'X-Forwarded-For': address },
    data: { lib_version: '4.4.1', ...IDS, template_params: params },
  });
}

async function retryPass(request: APIRequestContext, origin: string) {
  const response = await request.post(`${origin}/.netlify/functions/mail-retry`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { due: number; sent: number };
}

/** The scheduled digest: it queues the day's digest of held messages, which the next retry pass sends. */
async function digestRun(request: APIRequestContext, origin: string) {
  const response = await request.post(`${origin}/.netlify/functions/mail-digest`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { digest: string | null };
}

/**
 * A challenge of the preview's, solved as a bot that read the code solves it: from the lowest counter
 * the server draws, skipping work that proves nothing here. The server checks the solution alike.
 */
async function solved(request: APIRequestContext, origin: string): Promise<string> {
  const challenge = (await (
    await request.get(`${origin}/api/v1.0/challenge`, { headers: { Origin: origin } })
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, counterStart: CHALLENGE_DIFFICULTY.counters[0] });
  return encodeSolution(challenge, solution!);
}

/** The bytes of a preview's local stores. */
async function storeBytes(preview: OwnPreview): Promise<number> {
  const files = await readdir(join(preview.root, '.netlify/blobs-serve'), { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    files.filter((file) => file.isFile()).map(async (file) => (await stat(join(file.parentPath, file.name))).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function kept(preview: OwnPreview, tag: string, state?: string): Promise<KeptMessage[]> {
  const args = ['--json', '--per-page', '1000', ...(state ? ['--state', state] : [])];
  return (JSON.parse(await preview.inbox(...args)) as KeptMessage[]).filter((entry) => entry.subject.includes(tag));
}

test.describe('a bot that solves the proof of work (MAIL_CHALLENGE=hold, one send a second per key)', () => {
  const KEY_INTERVAL_MS = 1000;
  let preview: OwnPreview;
  test.beforeAll(async () => {
    test.setTimeout(SLOW);
    preview = await startOwnPreview({ MAIL_THROTTLE_KEY_INTERVAL_MS: String(KEY_INTERVAL_MS) });
  });
  test.afterAll(async () => preview?.stop());

  test('one address gets its day’s mail and the rest is held; a visitor from another address is mailed at once', async ({
    request,
  }) => {
    test.setTimeout(SLOW);
    const bot = newTag();
    const address = newAddress();
    // Its day's mail (MAIL_DAILY_PER_CLIENT, 3) and two more, within the per-IP throttle (5 in 10 minutes).
    for (let i = 0; i < 5; i++) {
      const answer = await send(
        request,
        preview.origin,
        { ...message(bot, i), altcha: await solved(request, preview.origin) },
        address,
      );
      expect(answer.status()).toBe(200);
    }
    expect(await kept(preview, bot, 'held')).toHaveLength(2);
    // Its three mailed ones go at once, or one a second (MAIL_THROTTLE_KEY_INTERVAL_MS) with the next passes.
    await expect
      .poll(
        async () => (await retryPass(request, preview.origin), (await preview.resend.emailsTagged(bot)).length),
        PASSES,
      )
      .toBe(3);
    expect(await kept(preview, bot, 'held')).toHaveLength(2);

    // The key's interval is everyone's (it delays, never refuses): the visitor writes once the bot's
    // last mail, which a pass may have sent just now, is an interval old.
    await new Promise((resolve) => setTimeout(resolve, KEY_INTERVAL_MS));
    const visitor = newTag();
    expect(
      (
        await send(
          request,
          preview.origin,
          { ...message(visitor), altcha: await solved(request, preview.origin) },
          newAddress(),
        )
      ).status(),
    ).toBe(200);
    expect(await preview.resend.emailsTagged(visitor)).toHaveLength(1);
  });

  test('three held messages, each with a 600 KB PDF, grow the store by less than 100 KB', async ({ request }) => {
    const tag = newTag();
    const before = await storeBytes(preview);
    for (let i = 0; i < 3; i++) {
      const pdf = {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(600 * 1024)]),
      };
      const answer = await request.post(`${preview.origin}/api/v1.0/email/send-form`, {
        headers: { Origin: preview.origin, 'X-Forwarded-For': newAddress() },
        multipart: { ...message(tag, i), cv: pdf, ...IDS, lib_version: '4.4.1' },
      });
      expect(answer.status()).toBe(200);
    }
    expect(await kept(preview, tag, 'held')).toHaveLength(3);
    expect((await storeBytes(preview)) - before).toBeLessThan(100 * 1024);
  });
});

test.describe('the digest of held messages (MAIL_CHALLENGE=hold)', () => {
  test.use({ javaScriptEnabled: false });
  let preview: OwnPreview;
  test.beforeAll(async () => {
    test.setTimeout(SLOW);
    preview = await startOwnPreview({});
  });
  test.afterAll(async () => preview?.stop());

  // One client more than the digest lists.
  const BOT_CLIENTS = DIGEST_LIST_CAP + 1;

  test(`names the visitor who wrote without JavaScript after ${BOT_CLIENTS} messages of a bot`, async ({
    page,
    request,
  }) => {
    test.setTimeout(SLOW);
    const bot = newTag();
    for (let i = 0; i < BOT_CLIENTS; i++)
      expect(
        (
          await send(request, preview.origin, { ...message(bot, i), email: `bot.${bot}@example.org` }, newAddress())
        ).status(),
      ).toBe(200);
    const visitor = newTag();
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newAddress() });
    await page.goto(`${preview.origin}${pagePath('contact', defaultLanguage)}`);
    await fillForm(page, messageFrom(visitor));
    await page.getByRole('button', { name: ui[defaultLanguage].contact.send }).click();
    await page.waitForURL((url) => url.pathname === pagePath(MESSAGE_SENT, defaultLanguage));

    // The digest's run queues it, the retry pass sends it.
    expect((await digestRun(request, preview.origin)).digest).not.toBeNull();
    await retryPass(request, preview.origin);
    const [digest] = (await preview.resend.emails()).filter(
      (email) => email.subject === `[Portfolio] ${BOT_CLIENTS + 1} message(s) retenu(s)`,
    );
    // One line per client: the visitor's post without JavaScript first, then as many of the bot's addresses as a part lists.
    const listed = digest!.text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed[0]).toContain(`${visitor}@example.org`);
    expect(listed.slice(1)).toEqual(Array(DIGEST_LIST_CAP).fill(expect.stringContaining(`bot.${bot}@example.org`)));
    expect(digest!.text).toContain(`… et ${BOT_CLIENTS - DIGEST_LIST_CAP} autre(s)`);
  });
});

test.describe('without the challenge (MAIL_CHALLENGE=off), four sends a second per key', () => {
  let preview: OwnPreview;
  test.beforeAll(async () => {
    test.setTimeout(SLOW);
    // No daily limit: the clients mailed an hour, which it caps, are not this test's matter. The
    // key's interval spaces the 23 sends as the default's does, in a quarter of the time.
    preview = await startOwnPreview({
      MAIL_CHALLENGE: 'off',
      MAIL_THROTTLE_KEY_INTERVAL_MS: '250',
      MAIL_DAILY_LIMIT: '0',
    });
  });
  test.afterAll(async () => preview?.stop());

  test('a burst from 20 addresses refuses no other visitor, and each message is delivered', async ({ request }) => {
    test.setTimeout(SLOW);
    const burst = newTag();
    const visitor = newTag();
    const visitorAddress = newAddress();
    const flood = Promise.all(
      Array.from({ length: 20 }, (_, i) => send(request, preview.origin, message(burst, i), newAddress())),
    );
    // The visitor writes while the flood is answered.
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await send(request, preview.origin, message(visitor, i), visitorAddress)).status());
    const floodAnswers = (await flood).map((answer) => answer.status());
    expect(answers).toEqual([200, 200, 200]);
    expect(floodAnswers).toEqual(Array(20).fill(200));

    // What the key's interval held back goes out with the next passes.
    await expect
      .poll(
        async () => (await retryPass(request, preview.origin), (await preview.resend.emailsTagged(visitor)).length),
        PASSES,
      )
      .toBe(3);
  });
});

test.describe('past the daily limit (MAIL_DAILY_LIMIT)', () => {
  let preview: OwnPreview;
  test.beforeAll(async () => {
    test.setTimeout(SLOW);
    // One visitor sends all five: their own daily cap (MAIL_DAILY_PER_CLIENT) is not what this tests.
    preview = await startOwnPreview({
      MAIL_CHALLENGE: 'off',
      MAIL_THROTTLE_KEY_INTERVAL_MS: '0',
      MAIL_DAILY_LIMIT: '3',
      MAIL_DAILY_PER_CLIENT: '10',
    });
  });
  test.afterAll(async () => preview?.stop());

  // Of 3 a day, 1 is the owner's: the visitors' 2 are theirs at any hour (netlify/mail/request/daily-budget.ts).
  test('messages past the visitors’ share are answered OK and wait, pending, for the next hour', async ({
    request,
  }) => {
    test.setTimeout(SLOW);
    const tag = newTag();
    const address = newAddress();
    for (let i = 0; i < 5; i++)
      expect((await send(request, preview.origin, message(tag, i), address)).status()).toBe(200);
    expect(await preview.resend.emailsTagged(tag)).toHaveLength(2);
    const waiting = await kept(preview, tag, 'pending');
    expect(waiting).toHaveLength(3);
    const nextHour = (iso: string) =>
      new Date(Math.floor(Date.parse(iso) / 3_600_000) * 3_600_000 + 3_600_000).toISOString();
    for (const entry of waiting) expect(entry.nextAttemptAt).toBe(nextHour(entry.receivedAt));
    await retryPass(request, preview.origin);
    expect(await preview.resend.emailsTagged(tag)).toHaveLength(2);
  });
});
