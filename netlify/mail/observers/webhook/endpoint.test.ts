/**
 * Resend's webhooks end to end through the function's pipeline: a message sent through the mail
 * API, then Resend's signed events about it, with a real local blob store, Resend and the owner's
 * alert receiver mocked with MSW.
 */
import { getStore } from '@netlify/blobs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeServer } from '../../../../mocks/node-server.ts';
import { resendFailing } from '../../../../mocks/resend.ts';
import { resendEvent, signResendEvent, type EventType, type SentMail } from '../../../../mocks/resend-events.ts';
import { forgetRaisedAlerts } from '../alerts/raise.ts';
import { FAILED_ALERTS_PER_DAY } from '../observe.ts';
import { blobsMessageStore, type StoredMessage } from '../../request/message-store.ts';
import { runCleanup } from '../../owner/cleanup.ts';
import { runRetryPass } from '../../owner/retry.ts';
import { runScheduled } from '../../testing/scheduled.ts';
import { ALERT_ENV, ALERT_SECRET, useAlertReceiver } from '../../testing/alert-receiver.ts';
import { call, jsonRequest, SITE, sendBody, useMailTestEnv } from '../../testing/harness.ts';
import { allKept, emptyMessageStore } from '../../testing/kept.ts';
import { storedMessage } from '../../testing/stored-message.ts';
import { handleResendWebhook, SEEN_EVENT_STORE } from './endpoint.ts';
import { DAY_MS } from '../../request/throttle-store.ts';

const WEBHOOK_SECRET = `whsec_${Buffer.from('resend-webhook-secret-for-tests').toString('base64')}`;
const WEBHOOK_URL = `${SITE}/api/v1.0/webhooks/resend`;

const { resendCalls, storeDown } = useMailTestEnv({
  RESEND_WEBHOOK_SECRET: WEBHOOK_SECRET,
  ...ALERT_ENV,
  MAIL_RETRY_MIN_DELAY_S: '0',
});

const { alerts, alertBodies, alertReceiver } = useAlertReceiver();

beforeEach(async () => {
  await emptyMessageStore();
  await getStore({ name: SEEN_EVENT_STORE, consistency: 'strong' }).deleteAll();
});

/** Sends a message through the API; answers it as kept, and the mail as Resend would describe it in its events. */
async function sentMessage(): Promise<{ message: StoredMessage; mail: SentMail; text: string }> {
  const body = sendBody();
  expect((await call(jsonRequest(body))).status).toBe(200);
  const message = (await allKept()).find((kept) =>
    kept.message.mail.text.includes(body.template_params.message),
  )!.message;
  const sent = resendCalls.at(-1)!.body;
  const tags = Object.fromEntries(
    (sent.tags as { name: string; value: string }[]).map(({ name, value }) => [name, value]),
  );
  const mail = {
    id: message.providerId!,
    from: String(sent.from),
    to: sent.to as string[],
    subject: String(sent.subject),
    tags,
  };
  return { message, mail, text: body.template_params.message };
}

const post = (signed: { headers: Record<string, string>; body: string }) =>
  handleResendWebhook(new Request(WEBHOOK_URL, { method: 'POST', headers: signed.headers, body: signed.body }));

const deliver = (type: EventType, mail: SentMail, at?: Date) =>
  post(signResendEvent(resendEvent(type, mail, at), WEBHOOK_SECRET));

const stored = async (id: string) => (await blobsMessageStore().get(id))!.message;

describe("Resend's webhooks", () => {
  it('tag every send with the kept message id', async () => {
    const { message } = await sentMessage();
    expect(resendCalls.at(-1)!.body.tags).toEqual([{ name: 'message', value: message.id }]);
  });

  it.each([
    ['email.delivered', { state: 'delivered', type: null, message: null }],
    [
      'email.bounced',
      { state: 'bounced', type: 'Permanent/General', message: "The recipient's email address does not exist." },
    ],
    ['email.complained', { state: 'complained', type: null, message: null }],
    [
      'email.suppressed',
      { state: 'suppressed', type: 'OnAccountSuppressionList', message: 'The address is on the suppression list.' },
    ],
  ] as const)('record %s on the message', async (type, status) => {
    const { message, mail } = await sentMessage();
    const response = await deliver(type, mail);
    expect(response.status).toBe(200);
    expect((await stored(message.id)).delivery).toEqual({ ...status, at: expect.any(String) });
  });

  it('find the message by its tag when its attempt never recorded the provider id', async () => {
    const { message, mail } = await sentMessage();
    const kept = (await blobsMessageStore().get(message.id))!;
    await blobsMessageStore().replace(kept, { ...kept.message, providerId: null });
    expect((await deliver('email.delivered', mail)).status).toBe(200);
    expect(await stored(message.id)).toMatchObject({ providerId: mail.id, delivery: { state: 'delivered' } });
  });

  it('keep the last word when events come out of order', async () => {
    const { message, mail } = await sentMessage();
    await deliver('email.delivered', mail, new Date(Date.now() - 1000));
    await deliver('email.delivery_delayed', mail, new Date(Date.now() - 2000));
    expect((await stored(message.id)).delivery?.state).toBe('delivered');
    await deliver('email.complained', mail);
    expect((await stored(message.id)).delivery?.state).toBe('complained');
  });

  it('refuse a forged signature, a stale timestamp and missing headers with 401, and change nothing', async () => {
    const { message, mail } = await sentMessage();
    const body = resendEvent('email.bounced', mail);
    const forged = signResendEvent(body, `whsec_${Buffer.from('someone else').toString('base64')}`);
    const stale = signResendEvent(body, WEBHOOK_SECRET, { at: new Date(Date.now() - 6 * 60_000) });
    const tampered = { ...signResendEvent(resendEvent('email.delivered', mail), WEBHOOK_SECRET), body };
    const unsigned = { headers: { 'content-type': 'application/json' }, body };
    for (const attempt of [forged, stale, tampered, unsigned]) expect((await post(attempt)).status).toBe(401);
    expect(await stored(message.id)).toEqual(message);
    expect(alerts).toEqual([]);
  });

  it('refuse a body over 64 KB with 413 before reading it or checking its signature, streamed or not', async () => {
    const { mail } = await sentMessage();
    const signed = signResendEvent(resendEvent('email.delivered', mail), WEBHOOK_SECRET);
    const huge = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    const declared = await handleResendWebhook(
      new Request(WEBHOOK_URL, { method: 'POST', headers: signed.headers, body: huge }),
    );
    expect([declared.status, await declared.text()]).toEqual([413, 'Payload Too Large']);
    const chunks = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    const streamed = await handleResendWebhook(
      new Request(WEBHOOK_URL, {
        method: 'POST',
        headers: signed.headers,
        body: chunks,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect((await post(signed)).status).toBe(200);
  });

  it('ignore a signed event about a message never sent', async () => {
    const held = storedMessage('0123456789abcdef0123-20517', new Date().toISOString(), {
      state: 'held',
      attempts: 0,
      held: { reason: 'no-proof', kept: 'text' },
    });
    await blobsMessageStore().create(held, []);
    const mail = {
      id: 'fake-held',
      from: 'Portfolio <contact@portfolio.example>',
      to: ['owner@portfolio.example'],
      subject: 'x',
      tags: { message: held.id },
    };
    expect((await deliver('email.bounced', mail)).status).toBe(200);
    expect(await stored(held.id)).toEqual(held);
    expect(alerts).toEqual([]);
  });

  it('answer a signed event whose tag this site never writes before any store call', async () => {
    const { mail } = await sentMessage();
    const storeCalls: string[] = [];
    // Stores that count every call, and fail it.
    const spy = (name: string) =>
      new Proxy(
        {},
        {
          get: (_, method) => async () => {
            storeCalls.push(`${name}.${String(method)}`);
            throw new Error('store down');
          },
        },
      ) as never;
    const postSpied = (tags: Record<string, string>) => {
      const signed = signResendEvent(resendEvent('email.bounced', { ...mail, tags }), WEBHOOK_SECRET);
      return handleResendWebhook(
        new Request(WEBHOOK_URL, { method: 'POST', headers: signed.headers, body: signed.body }),
        spy('seen'),
        spy('messages'),
      );
    };
    for (const tag of [
      'x'.repeat(5000),
      `${mail.tags.message}${'0'.repeat(5000)}`,
      `self-test-${'2'.repeat(5000)}`,
      '../messages/x',
      mail.tags.message!.toUpperCase(),
    ]) {
      const response = await postSpied({ message: tag });
      expect([response.status, await response.text()]).toEqual([200, 'OK']);
    }
    expect(storeCalls).toEqual([]);
    // The tags it writes do reach the store.
    expect((await postSpied(mail.tags)).status).toBe(503);
    expect(storeCalls).toEqual(['seen.claim']);
    expect(alerts).toEqual([]);
  });

  it('handle a replayed event once: the replay changes nothing', async () => {
    const { message, mail } = await sentMessage();
    const delayed = signResendEvent(resendEvent('email.delivery_delayed', mail), WEBHOOK_SECRET);
    expect((await post(delayed)).status).toBe(200);
    const after = await stored(message.id);
    const replay = await post(delayed);
    expect([replay.status, await replay.text()]).toEqual([200, 'Already handled']);
    expect(await stored(message.id)).toEqual(after);
  });

  it('acknowledge events about other mail, and answer 503 without a secret', async () => {
    const { mail } = await sentMessage();
    expect((await deliver('email.delivered', { ...mail, tags: {} })).status).toBe(200);
    expect((await deliver('email.delivered', { ...mail, tags: { message: 'not-kept-here' } })).status).toBe(200);
    vi.stubEnv('RESEND_WEBHOOK_SECRET', '');
    expect((await deliver('email.delivered', mail)).status).toBe(503);
  });
});

describe("the owner's alerts", () => {
  it('tell of a bounce once, with its id and state and none of the visitor text', async () => {
    const { message, mail, text } = await sentMessage();
    await deliver('email.bounced', mail);
    // Another instance, which has not raised it: the kept alert stops a second one.
    forgetRaisedAlerts();
    await deliver('email.bounced', mail);
    await runScheduled();
    expect(alerts).toEqual([
      expect.objectContaining({ id: `bounced-${message.id}`, cause: 'bounced', messageId: message.id }),
    ]);
    for (const secret of [text, message.email, message.subject, WEBHOOK_SECRET, ALERT_SECRET])
      expect(alertBodies.join()).not.toContain(secret);
  });

  it('are retried by the retry pass while the receiver is down, then delivered once', async () => {
    const { message, mail } = await sentMessage();
    nodeServer.use(alertReceiver(false));
    expect((await deliver('email.complained', mail)).status).toBe(200);
    expect(await runScheduled()).toMatchObject({ alerts: { sent: 0, pending: 1 } });
    nodeServer.use(alertReceiver(true));
    expect(await runScheduled()).toMatchObject({ alerts: { sent: 1 } });
    expect(await runScheduled()).toMatchObject({ alerts: { sent: 0, pending: 0 } });
    expect(alerts.map((alert) => alert.id)).toEqual([`complained-${message.id}`]);
  });

  it("tell of messages Resend refuses for what they say in the day's few alerts, not one per message", async () => {
    nodeServer.use(resendFailing('validation'));
    for (let i = 0; i < FAILED_ALERTS_PER_DAY + 3; i++) expect((await call(jsonRequest(sendBody()))).status).toBe(502);
    expect((await allKept()).map(({ message }) => message.state)).toEqual(
      Array(FAILED_ALERTS_PER_DAY + 3).fill('failed'),
    );
    expect(alerts).toEqual(
      Array(FAILED_ALERTS_PER_DAY).fill(
        expect.objectContaining({ cause: 'messages-failed', count: 1, messageId: null }),
      ),
    );
  });

  it('tell of the messages a retry pass gave up on in one alert per pass, a few a day at most', async () => {
    const longAgo = new Date(Date.now() - 73 * 60 * 60 * 1000).toISOString();
    for (let pass = 0; pass <= FAILED_ALERTS_PER_DAY; pass++) {
      for (let i = 0; i < 3; i++) {
        await blobsMessageStore().create(
          storedMessage(`retried-${pass}-${i}`, longAgo, {
            nextAttemptAt: longAgo,
            lastError: 'The mail provider failed',
          }),
          [],
        );
      }
      expect(await runScheduled()).toMatchObject({ failed: 3 });
    }
    expect(alerts).toEqual(
      Array(FAILED_ALERTS_PER_DAY).fill(
        expect.objectContaining({ cause: 'messages-failed', count: 3, messageId: null }),
      ),
    );
  });

  it("tell of held messages with the day's digest, by their count", async () => {
    vi.stubEnv('MAIL_CHALLENGE', 'hold');
    for (let i = 0; i < 2; i++) expect((await call(jsonRequest(sendBody()))).status).toBe(200);
    await runScheduled();
    await runScheduled();
    expect(alerts).toEqual([expect.objectContaining({ cause: 'held', count: 2, messageId: null })]);
  });

  it('tell of a daily limit nearly spent, then spent, once a day each', async () => {
    vi.stubEnv('MAIL_DAILY_LIMIT', '5');
    // The day's last hour, one client: the visitors' whole share is open to it (../daily-budget.ts).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-06-01T23:30:00Z'));
    for (let i = 0; i < 8; i++) expect((await call(jsonRequest(sendBody()), '203.0.113.80')).status).toBe(200);
    vi.useRealTimers();
    expect(alerts).toEqual([
      expect.objectContaining({
        cause: 'budget-low',
        count: 4,
        detail: '5',
        text: expect.stringContaining("4 of today's 5 mails"),
      }),
      expect.objectContaining({ cause: 'budget-spent', count: 5 }),
    ]);
  });

  it('tell of a retry pass failing three times in a row', async () => {
    storeDown();
    for (let i = 0; i < 3; i++) await expect(runRetryPass()).rejects.toThrow();
    expect(alerts).toEqual([expect.objectContaining({ cause: 'retry-failing', count: 3 })]);
  });

  it('are forgotten by the clean-up once settled for MAIL_KEEP_FAILED_DAYS, as are events too old to verify', async () => {
    const { mail } = await sentMessage();
    await deliver('email.bounced', mail);
    expect(await runCleanup(Date.now() + 60_000)).toMatchObject({ webhookEvents: 0, alerts: 0 });
    // Forgotten with the hour their signature stops verifying in.
    expect(await runCleanup(Date.now() + 66 * 60_000)).toMatchObject({ webhookEvents: 1, alerts: 0 });
    expect(await runCleanup(Date.now() + 91 * DAY_MS)).toMatchObject({ alerts: 1 });
  });

  it('are not sent without MAIL_ALERT_URL', async () => {
    vi.stubEnv('MAIL_ALERT_URL', '');
    const { mail } = await sentMessage();
    await deliver('email.bounced', mail);
    await runScheduled();
    expect(alerts).toEqual([]);
  });
});
