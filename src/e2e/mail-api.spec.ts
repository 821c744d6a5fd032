/**
 * The mail API as clients meet it: through `npm run preview` (the real build and the real
 * functions), the official EmailJS SDK in Chromium, and plain HTTP clients, with a fake Resend
 * the tests take down and bring back. These tests take their preview's Resend and store down, so
 * the preview is theirs (./own-preview.ts), with the suite's settings, and they run in turn.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test, type OwnPreview } from './own-preview.ts';
import { newVisitorAddress } from './visitor-address.ts';
import { IDS } from './mail-ids.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const SDK = join(projectRoot, 'node_modules/@emailjs/browser/dist/email.min.js');

type KeptMessage = {
  id: string;
  state: 'pending' | 'sent' | 'failed';
  email: string;
  subject: string;
  attempts: number;
  lastError: string | null;
};

const newTag = () => randomBytes(4).toString('hex');
const newAddress = newVisitorAddress;

function message(tag: string) {
  return {
    name: 'Élodie Lefèvre',
    email: `elodie.${tag}@example.org`,
    phone: '+33 6 98 76 54 32',
    subject: `Candidature spontanée ${tag}`,
    message: `Bonjour, je m'intéresse à votre travail : ça m'a plu ! ${tag}`,
  };
}

/** One pass of the scheduled retry function, invoked the way Netlify's local tooling does. */
async function retryPass(request: APIRequestContext) {
  const response = await request.post('/.netlify/functions/mail-retry');
  expect(response.status()).toBe(200);
  return (await response.json()) as { due: number; sent: number };
}

const keptWith = async (preview: OwnPreview, tag: string) =>
  (JSON.parse(await preview.inbox('--json')) as KeptMessage[]).filter((kept) => kept.subject.includes(tag));

function send(request: APIRequestContext, preview: OwnPreview, params: Record<string, string>, address = newAddress()) {
  return request.post('/api/v1.0/email/send', {
    headers: { Origin: preview.origin, 'X-Forwarded-For': address },
    data: { lib_version: '4.4.1', ...IDS, template_params: params },
  });
}

/** Loads the official SDK into the page from its own origin, as a site would serve it (the CSP allows only 'self'). */
async function withSdk(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newAddress() });
  await page.route('**/vendor/email.min.js', (route) => route.fulfill({ path: SDK, contentType: 'text/javascript' }));
  await page.goto('/contact');
  await page.addScriptTag({ url: '/vendor/email.min.js' });
}

test.beforeEach(async ({ preview }) => {
  await preview.resend.setMode('ok');
});

test('the official SDK sendForm, from Chromium, sends accented text and a binary file byte for byte', async ({
  page,
  preview,
}) => {
  await withSdk(page);
  const tag = newTag();
  // A PNG signature, as the function checks it, then random bytes.
  const bytes = Buffer.concat([Buffer.from('\x89PNG\r\n\x1A\n', 'latin1'), randomBytes(4088)]);
  await page.evaluate((fields) => {
    const form = document.createElement('form');
    form.id = 'sdk-form';
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement(name === 'message' ? 'textarea' : 'input');
      input.setAttribute('name', name);
      input.value = value;
      form.append(input);
    }
    const file = document.createElement('input');
    file.type = 'file';
    file.name = 'attachment';
    form.append(file);
    document.body.append(form);
  }, message(tag));
  await page
    .locator('#sdk-form input[type=file]')
    .setInputFiles({ name: 'relevé.png', mimeType: 'image/png', buffer: bytes });
  const result = await page.evaluate(({ service_id, template_id, user_id }) => {
    type Sdk = {
      init(options: { publicKey: string; origin: string }): void;
      sendForm(service: string, template: string, form: string): Promise<{ status: number; text: string }>;
    };
    const { emailjs } = window as unknown as { emailjs: Sdk };
    // The SDK's origin is EmailJS's by default: point it at this site, as a self-hosting owner would.
    emailjs.init({ publicKey: user_id, origin: location.origin });
    return emailjs.sendForm(service_id, template_id, '#sdk-form').then(
      ({ status, text }) => ({ status, text }),
      (error: { status?: number; text?: string; message?: string }) => ({
        status: error.status,
        text: error.text ?? error.message,
      }),
    );
  }, IDS);
  expect(result).toEqual({ status: 200, text: 'OK' });
  const [email] = await preview.resend.emailsTagged(tag);
  expect(email?.text).toContain(message(tag).message);
  expect(email?.subject).toBe(`[Portfolio] Candidature spontanée ${tag} — Élodie Lefèvre`);
  expect(email?.attachments?.map((file) => file.filename)).toEqual(['relevé.png']);
  expect(Buffer.from(email!.attachments![0]!.content, 'base64').equals(bytes)).toBe(true);
});

test('send-form takes urlencoded bodies', async ({ request, preview }) => {
  const tag = newTag();
  const response = await request.post('/api/v1.0/email/send-form', {
    headers: { Origin: preview.origin, 'X-Forwarded-For': newAddress() },
    form: { ...message(tag), ...IDS },
  });
  expect(response.status()).toBe(200);
  expect(await preview.resend.emailsTagged(tag)).toHaveLength(1);
});

test('a file over the size cap is refused with 413 and nothing is sent', async ({ request, preview }) => {
  const tag = newTag();
  const response = await request.post('/api/v1.0/email/send-form', {
    headers: { Origin: preview.origin, 'X-Forwarded-For': newAddress() },
    multipart: {
      ...message(tag),
      ...IDS,
      attachment: { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2049 * 1024) },
    },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toMatch(/2048 KB/);
  expect(await preview.resend.emailsTagged(tag)).toHaveLength(0);
});

for (const failure of ['server-error', 'rate-limit', 'timeout']) {
  test(`Resend ${failure}: OK, then one retry pass after recovery delivers the message once`, async ({
    request,
    preview,
  }) => {
    await preview.resend.setMode(failure);
    const tag = newTag();
    const response = await send(request, preview, message(tag));
    expect(response.status()).toBe(200);
    expect(await preview.resend.emailsTagged(tag)).toHaveLength(0);
    expect(await keptWith(preview, tag)).toEqual([expect.objectContaining({ state: 'pending', attempts: 1 })]);

    await preview.resend.setMode('ok');
    await retryPass(request);
    await retryPass(request);
    expect(await preview.resend.emailsTagged(tag)).toHaveLength(1);
    expect(await keptWith(preview, tag)).toEqual([expect.objectContaining({ state: 'sent', attempts: 2 })]);
  });
}

test('Resend refusing the key: 5xx, kept as failed; once the key is right, inbox retry delivers it once', async ({
  request,
  preview,
}) => {
  await preview.resend.setMode('invalid-key');
  const tag = newTag();
  const response = await send(request, preview, message(tag));
  expect(response.status()).toBeGreaterThanOrEqual(500);
  expect(await response.text()).toContain('refused');
  const [failed] = await keptWith(preview, tag);
  expect(failed).toMatchObject({ state: 'failed', email: `elodie.${tag}@example.org` });
  expect(failed!.lastError).toContain('403');
  expect((await retryPass(request)).sent).toBe(0);

  await preview.resend.setMode('ok');
  await preview.inbox('retry', failed!.id);
  await retryPass(request);
  await retryPass(request);
  expect(await preview.resend.emailsTagged(tag)).toHaveLength(1);
  expect(await keptWith(preview, tag)).toEqual([expect.objectContaining({ state: 'sent' })]);
});

test('20 concurrent sends from one address: exactly the per-IP limit gets through', async ({ request, preview }) => {
  test.setTimeout(180_000);
  const tag = newTag();
  const address = newAddress();
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => send(request, preview, message(`${tag}-${i}`), address)),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  expect(await preview.resend.emailsTagged(tag)).toHaveLength(5);
});

test('with the message store down, a message is delivered directly', async ({ request, preview }) => {
  // The local store answers 500 on every call to the message store: its folder is a file.
  const storeFolder = join(preview.root, '.netlify/blobs-serve/entries/0/site:mail-messages');
  const aside = `${storeFolder}.aside`;
  await mkdir(storeFolder, { recursive: true });
  await rename(storeFolder, aside);
  await writeFile(storeFolder, 'unavailable');
  try {
    const tag = newTag();
    const response = await send(request, preview, message(tag));
    expect(response.status()).toBe(200);
    expect(await preview.resend.emailsTagged(tag)).toHaveLength(1);
  } finally {
    await rm(storeFolder, { force: true });
    await rename(aside, storeFolder);
  }
});
