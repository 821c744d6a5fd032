/**
 * Delivery status and the owner's alerts through `npm run preview`: the fake Resend takes each
 * mail, then posts Resend's signed events about it to /api/v1.0/webhooks/resend, and receives the
 * owner's alerts (the preview's MAIL_ALERT_URL). These tests take their preview's alert receiver
 * and Resend down, so the preview is theirs (./own-preview.ts), with the suite's settings.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { test, type OwnPreview } from './own-preview.ts';
import { fakeResendURL } from './servers.ts';
import { newVisitorAddress } from './visitor-address.ts';
import { IDS } from './mail-ids.ts';

const webhookOf = (preview: OwnPreview) => `${preview.origin}/api/v1.0/webhooks/resend`;

type Delivery = { state: string; at: string; type: string | null; message: string | null } | null;
type KeptMessage = { id: string; state: string; subject: string; updatedAt: string; delivery: Delivery };
type SignedRequest = { headers: Record<string, string>; body: string };
type PostedEvent = { status: number; text: string; request: SignedRequest };

const newTag = () => randomBytes(4).toString('hex');

const visitor = (tag: string) => ({
  name: 'Élodie Lefèvre',
  email: `elodie.${tag}@example.org`,
  phone: '+33 6 98 76 54 32',
  subject: `Suivi de livraison ${tag}`,
  message: `Bonjour, ce texte est privé et ne doit jamais sortir ${tag}`,
});

const alertsAbout = async (preview: OwnPreview, messageId: string) =>
  (await preview.resend.alerts()).filter((alert) => alert.body.messageId === messageId);
const keptMessage = async (preview: OwnPreview, id: string) =>
  JSON.parse(await preview.inbox('show', id, '--json')) as KeptMessage;

function send(request: APIRequestContext, preview: OwnPreview, tag: string) {
  return request.post('/api/v1.0/email/send', {
    headers: { Origin: preview.origin, 'X-Forwarded-For': newVisitorAddress() },
    data: { lib_version: '4.4.1', ...IDS, template_params: visitor(tag) },
  });
}

/** Sends a message that Resend takes: its kept id (the tag Resend carries) and Resend's id for it. */
async function sentMessage(
  request: APIRequestContext,
  preview: OwnPreview,
  tag = newTag(),
): Promise<{ messageId: string; email: string }> {
  expect((await send(request, preview, tag)).status()).toBe(200);
  const email = (await preview.resend.emails()).find((candidate) => candidate.subject.includes(tag))!;
  const messageId = email.tags?.find((t) => t.name === 'message')?.value;
  expect(messageId).toBeTruthy();
  return { messageId: messageId!, email: email.id };
}

/** Has the fake Resend post one event about a mail it took; `secret` forges it, `signedAt` dates it. */
async function postEvent(
  preview: OwnPreview,
  email: string,
  type: string,
  options: { secret?: string; signedAt?: string } = {},
): Promise<PostedEvent> {
  const response = await fetch(`${fakeResendURL}/events`, {
    method: 'POST',
    body: JSON.stringify({ url: webhookOf(preview), email, type, ...options }),
  });
  return (await response.json()) as PostedEvent;
}

/** The scheduled alert pass: it sends again what the receiver did not take. */
async function alertPass(request: APIRequestContext) {
  expect((await request.post('/.netlify/functions/mail-alerts')).status()).toBe(200);
}

/** No alert received so far quotes any of what these visitors wrote. */
async function expectNoVisitorText(preview: OwnPreview, tags: string[]) {
  const everything = JSON.stringify(await preview.resend.alerts());
  for (const field of tags.flatMap((tag) => Object.values(visitor(tag)))) expect(everything).not.toContain(field);
}

test.beforeEach(async ({ preview }) => {
  await preview.resend.setMode('ok');
  await preview.resend.setAlertReceiver('up');
});

test('a delivered, a bounced and a complained event, each signed, update their message, and the inbox shows it', async ({
  request,
  preview,
}) => {
  const delivered = await sentMessage(request, preview);
  const bounced = await sentMessage(request, preview);
  const complained = await sentMessage(request, preview);
  expect((await postEvent(preview, delivered.email, 'email.delivered')).status).toBe(200);
  expect((await postEvent(preview, bounced.email, 'email.bounced')).status).toBe(200);
  expect((await postEvent(preview, complained.email, 'email.complained')).status).toBe(200);

  const listed = JSON.parse(
    await preview.inbox('list', '--json', '--state', 'sent', '--per-page', '1000'),
  ) as KeptMessage[];
  const deliveryOf = (id: string) => listed.find((message) => message.id === id)?.delivery;
  expect(deliveryOf(delivered.messageId)).toMatchObject({ state: 'delivered' });
  expect(deliveryOf(bounced.messageId)).toMatchObject({
    state: 'bounced',
    type: 'Permanent/General',
    message: "The recipient's email address does not exist.",
  });
  expect(deliveryOf(complained.messageId)).toMatchObject({ state: 'complained' });
});

test('a body of 1 MB is refused with 413 before its signature is checked', async ({ preview }) => {
  const headers = {
    'svix-id': `msg_${newTag()}`,
    'svix-timestamp': String(Math.floor(Date.now() / 1000)),
    'svix-signature': 'v1,forged',
  };
  const answer = await fetch(webhookOf(preview), { method: 'POST', headers, body: 'x'.repeat(1024 * 1024) });
  expect([answer.status, await answer.text()]).toEqual([413, 'Payload Too Large']);
});

test('a forged signature, a stale timestamp and a replay change nothing', async ({ request, preview }) => {
  const { messageId, email } = await sentMessage(request, preview);
  const first = await postEvent(preview, email, 'email.delivered');
  expect(first.status).toBe(200);
  const before = await keptMessage(preview, messageId);
  expect(before.delivery).toMatchObject({ state: 'delivered' });

  const forged = await postEvent(preview, email, 'email.bounced', {
    secret: `whsec_${Buffer.from('not the secret').toString('base64')}`,
  });
  const stale = await postEvent(preview, email, 'email.bounced', {
    signedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
  });
  const replay = await fetch(webhookOf(preview), {
    method: 'POST',
    headers: first.request.headers,
    body: first.request.body,
  });
  expect([forged.status, stale.status]).toEqual([401, 401]);
  expect([replay.status, await replay.text()]).toEqual([200, 'Already handled']);
  expect(await keptMessage(preview, messageId)).toEqual(before);
  expect(await alertsAbout(preview, messageId)).toEqual([]);
});

test('a bounce brings exactly one alert, retried after the receiver was down, with no visitor text', async ({
  request,
  preview,
}) => {
  const tag = newTag();
  const { messageId, email } = await sentMessage(request, preview, tag);
  await preview.resend.setAlertReceiver('down');
  expect((await postEvent(preview, email, 'email.bounced')).status).toBe(200);
  expect(await alertsAbout(preview, messageId)).toEqual([]);

  await preview.resend.setAlertReceiver('up');
  await alertPass(request);
  await alertPass(request);
  // Resend telling again, as a new event: the bounce was alerted already.
  expect((await postEvent(preview, email, 'email.bounced')).status).toBe(200);
  const alerts = await alertsAbout(preview, messageId);
  expect(alerts).toEqual([
    {
      body: expect.objectContaining({ id: `bounced-${messageId}`, cause: 'bounced' }),
      headers: expect.anything(),
      verified: true,
    },
  ]);
  await expectNoVisitorText(preview, [tag]);
});

test("a message Resend refuses brings one of the day's alerts about failed messages, retried after the receiver was down, with no visitor text", async ({
  request,
  preview,
}) => {
  const tag = newTag();
  const failedAlerts = async () =>
    (await preview.resend.alerts()).filter((alert) => alert.body.cause === 'messages-failed');
  const before = (await failedAlerts()).length;
  await preview.resend.setAlertReceiver('down');
  await preview.resend.setMode('invalid-message');
  expect((await send(request, preview, tag)).status()).toBeGreaterThanOrEqual(500);
  await preview.resend.setMode('ok');
  expect(await failedAlerts()).toHaveLength(before);

  await preview.resend.setAlertReceiver('up');
  await alertPass(request);
  await alertPass(request);
  expect((await failedAlerts()).slice(before)).toEqual([
    {
      body: expect.objectContaining({
        id: expect.stringMatching(/^messages-failed-\d{8}-\d$/),
        count: 1,
        messageId: null,
      }),
      headers: expect.anything(),
      verified: true,
    },
  ]);
  await expectNoVisitorText(preview, [tag]);
});
