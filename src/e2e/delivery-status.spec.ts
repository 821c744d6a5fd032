/**
 * Delivery status and the owner's alerts through `npm run preview`: the fake Resend takes each
 * mail, then posts Resend's signed events about it to /api/v1.0/webhooks/resend, and receives the
 * owner's alerts (the preview's MAIL_ALERT_URL). These tests take the fake's alert receiver and
 * Resend down, so they run in the mail-api project, one file at a time.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL, fakeResendURL } from './servers.ts';
import { newVisitorAddress } from '../tooling/preview/visitor-address.ts';
import { IDS } from './mail-ids.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const WEBHOOK = `${baseURL}/api/v1.0/webhooks/resend`;

type SentEmail = { id: string; subject: string; tags?: { name: string; value: string }[] };
type Delivery = { state: string; at: string; type: string | null; message: string | null } | null;
type KeptMessage = { id: string; state: string; subject: string; updatedAt: string; delivery: Delivery };
type SignedRequest = { headers: Record<string, string>; body: string };
type PostedEvent = { status: number; text: string; request: SignedRequest };
type ReceivedAlert = { body: { id: string; cause: string; messageId: string | null }; verified: boolean };

const newTag = () => randomBytes(4).toString('hex');

const visitor = (tag: string) => ({
  name: 'Élodie Lefèvre',
  email: `elodie.${tag}@example.org`,
  phone: '+33 6 98 76 54 32',
  subject: `Suivi de livraison ${tag}`,
  message: `Bonjour, ce texte est privé et ne doit jamais sortir ${tag}`,
});

const setResend = (mode: string) => fetch(`${fakeResendURL}/mode`, { method: 'PUT', body: mode });
const setAlertReceiver = (mode: 'up' | 'down') => fetch(`${fakeResendURL}/alerts/mode`, { method: 'PUT', body: mode });
const receivedAlerts = async () => (await (await fetch(`${fakeResendURL}/alerts`)).json()) as ReceivedAlert[];
const alertsAbout = async (messageId: string) => (await receivedAlerts()).filter((alert) => alert.body.messageId === messageId);

async function inbox(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'netlify/mail/owner/inbox/cli.ts', ...args], { cwd: projectRoot });
  return stdout;
}
const keptMessage = async (id: string) => JSON.parse(await inbox('show', id, '--json')) as KeptMessage;

function send(request: APIRequestContext, tag: string) {
  return request.post('/api/v1.0/email/send', {
    headers: { Origin: baseURL, 'X-Forwarded-For': newVisitorAddress() },
    data: { lib_version: '4.4.1', ...IDS, template_params: visitor(tag) },
  });
}

/** Sends a message that Resend takes: its kept id (the tag Resend carries) and Resend's id for it. */
async function sentMessage(request: APIRequestContext, tag = newTag()): Promise<{ messageId: string; email: string }> {
  expect((await send(request, tag)).status()).toBe(200);
  const emails = (await (await fetch(`${fakeResendURL}/emails`)).json()) as SentEmail[];
  const email = emails.find((candidate) => candidate.subject.includes(tag))!;
  const messageId = email.tags?.find((t) => t.name === 'message')?.value;
  expect(messageId).toBeTruthy();
  return { messageId: messageId!, email: email.id };
}

/** Has the fake Resend post one event about a mail it took; `secret` forges it, `signedAt` dates it. */
async function postEvent(email: string, type: string, options: { secret?: string; signedAt?: string } = {}): Promise<PostedEvent> {
  const response = await fetch(`${fakeResendURL}/events`, { method: 'POST', body: JSON.stringify({ url: WEBHOOK, email, type, ...options }) });
  return (await response.json()) as PostedEvent;
}

/** The scheduled alert pass: it sends again what the receiver did not take. */
async function alertPass(request: APIRequestContext) {
  expect((await request.post('/.netlify/functions/mail-alerts')).status()).toBe(200);
}

/** No alert received so far quotes any of what these visitors wrote. */
async function expectNoVisitorText(tags: string[]) {
  const everything = JSON.stringify(await receivedAlerts());
  for (const field of tags.flatMap((tag) => Object.values(visitor(tag)))) expect(everything).not.toContain(field);
}

test.beforeEach(async () => {
  await setResend('ok');
  await setAlertReceiver('up');
});
test.afterEach(async () => {
  await setResend('ok');
  await setAlertReceiver('up');
});

test('a delivered, a bounced and a complained event, each signed, update their message, and the inbox shows it', async ({ request }) => {
  const delivered = await sentMessage(request);
  const bounced = await sentMessage(request);
  const complained = await sentMessage(request);
  expect((await postEvent(delivered.email, 'email.delivered')).status).toBe(200);
  expect((await postEvent(bounced.email, 'email.bounced')).status).toBe(200);
  expect((await postEvent(complained.email, 'email.complained')).status).toBe(200);

  const listed = JSON.parse(await inbox('list', '--json', '--state', 'sent', '--delivery', 'delivered,bounced,complained', '--per-page', '1000')) as KeptMessage[];
  const deliveryOf = (id: string) => listed.find((message) => message.id === id)?.delivery;
  expect(deliveryOf(delivered.messageId)).toMatchObject({ state: 'delivered' });
  expect(deliveryOf(bounced.messageId)).toMatchObject({ state: 'bounced', type: 'Permanent/General', message: "The recipient's email address does not exist." });
  expect(deliveryOf(complained.messageId)).toMatchObject({ state: 'complained' });
  const notDelivered = JSON.parse(await inbox('list', '--json', '--delivery', 'not-delivered', '--per-page', '1000')) as KeptMessage[];
  expect(notDelivered.map((message) => message.id)).toContain(bounced.messageId);
  expect(notDelivered.map((message) => message.id)).not.toContain(delivered.messageId);
});

test('a body of 1 MB is refused with 413 before its signature is checked', async () => {
  const headers = { 'svix-id': `msg_${newTag()}`, 'svix-timestamp': String(Math.floor(Date.now() / 1000)), 'svix-signature': 'v1,forged' };
  const answer = await fetch(WEBHOOK, { method: 'POST', headers, body: 'x'.repeat(1024 * 1024) });
  expect([answer.status, await answer.text()]).toEqual([413, 'Payload Too Large']);
});

test('a forged signature, a stale timestamp and a replay change nothing', async ({ request }) => {
  const { messageId, email } = await sentMessage(request);
  const first = await postEvent(email, 'email.delivered');
  expect(first.status).toBe(200);
  const before = await keptMessage(messageId);
  expect(before.delivery).toMatchObject({ state: 'delivered' });

  const forged = await postEvent(email, 'email.bounced', { secret: `whsec_${Buffer.from('not the secret').toString('base64')}` });
  const stale = await postEvent(email, 'email.bounced', { signedAt: new Date(Date.now() - 10 * 60_000).toISOString() });
  const replay = await fetch(WEBHOOK, { method: 'POST', headers: first.request.headers, body: first.request.body });
  expect([forged.status, stale.status]).toEqual([401, 401]);
  expect([replay.status, await replay.text()]).toEqual([200, 'Already handled']);
  expect(await keptMessage(messageId)).toEqual(before);
  expect(await alertsAbout(messageId)).toEqual([]);
});

test('a bounce brings exactly one alert, retried after the receiver was down, with no visitor text', async ({ request }) => {
  const tag = newTag();
  const { messageId, email } = await sentMessage(request, tag);
  await setAlertReceiver('down');
  expect((await postEvent(email, 'email.bounced')).status).toBe(200);
  expect(await alertsAbout(messageId)).toEqual([]);

  await setAlertReceiver('up');
  await alertPass(request);
  await alertPass(request);
  // Resend telling again, as a new event: the bounce was alerted already.
  expect((await postEvent(email, 'email.bounced')).status).toBe(200);
  const alerts = await alertsAbout(messageId);
  expect(alerts).toEqual([{ body: expect.objectContaining({ id: `bounced-${messageId}`, cause: 'bounced' }), headers: expect.anything(), verified: true }]);
  await expectNoVisitorText([tag]);
});

test('a message Resend refuses brings exactly one alert, retried after the receiver was down, with no visitor text', async ({ request }) => {
  const tag = newTag();
  await setAlertReceiver('down');
  await setResend('invalid-message');
  expect((await send(request, tag)).status()).toBeGreaterThanOrEqual(500);
  const failed = (JSON.parse(await inbox('list', '--json', '--state', 'failed', '--per-page', '1000')) as KeptMessage[]).find((message) =>
    message.subject.includes(tag),
  )!;
  expect(await alertsAbout(failed.id)).toEqual([]);

  await setAlertReceiver('up');
  await alertPass(request);
  await alertPass(request);
  expect(await alertsAbout(failed.id)).toEqual([
    { body: expect.objectContaining({ id: `message-failed-${failed.id}`, cause: 'message-failed' }), headers: expect.anything(), verified: true },
  ]);
  await expectNoVisitorText([tag]);
});
