/**
 * The daily self-test: one mail a day through the real path to Resend's test address, closed by
 * the webhook's delivery event; a refusal, a bounce or silence alerts the owner. Resend and the
 * alert receiver are mocked with MSW; the blobs are real.
 */
import { getStore } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeServer } from '../../../mocks/node-server.ts';
import { resendAccepting, resendFailing } from '../../../mocks/resend.ts';
import { resendEvent, signResendEvent, type EventType } from '../../../mocks/resend-events.ts';
import { blobsHealthStore, HEALTH_STORE } from '../observers/health-store.ts';
import { readHealth } from './inbox/health.ts';
import { blobsMessageStore } from '../request/message-store.ts';
import { runSelfTest, SELF_TEST_ADDRESS } from './self-test.ts';
import { selfTestKey, type SelfTest } from '../observers/self-test-record.ts';
import { blobsAlertStore } from '../observers/alerts/alert-store.ts';
import { ALERT_ENV, useAlertReceiver } from '../testing/alert-receiver.ts';
import { SITE, useMailTestEnv } from '../testing/harness.ts';
import { DAY_MS, THROTTLE_STORE } from '../request/throttle-store.ts';
import { handleResendWebhook } from '../observers/webhook/endpoint.ts';

const WEBHOOK_SECRET = `whsec_${Buffer.from('resend-webhook-secret-for-tests').toString('base64')}`;
const { resendCalls } = useMailTestEnv({
  ...ALERT_ENV,
  RESEND_WEBHOOK_SECRET: WEBHOOK_SECRET,
  MAIL_DAILY_LIMIT: '100',
});
const { alerts } = useAlertReceiver();

const MORNING = Date.parse('2026-03-05T06:00:00Z');

beforeEach(async () => {
  await getStore({ name: HEALTH_STORE, consistency: 'strong' }).deleteAll();
  await getStore({ name: THROTTLE_STORE, consistency: 'strong' }).deleteAll();
  // Alerts are signed, and checked, at the time of the run.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

/** A run of the scheduled function at `ms`. */
function runAt(ms: number) {
  vi.setSystemTime(ms);
  return runSelfTest(ms);
}

const record = async (day: string) => (await blobsHealthStore().read<SelfTest>(selfTestKey(day)))?.value;

/** Resend's event about the day's test mail, signed and posted to the webhook. */
async function event(type: EventType, day: string) {
  const mail = {
    id: 'self-test-mail',
    from: 'Portfolio <contact@portfolio.example>',
    to: [SELF_TEST_ADDRESS],
    subject: 'x',
    tags: { message: `self-test-${day}` },
  };
  const signed = signResendEvent(resendEvent(type, mail), WEBHOOK_SECRET);
  return handleResendWebhook(
    new Request(`${SITE}/api/v1.0/webhooks/resend`, { method: 'POST', headers: signed.headers, body: signed.body }),
  );
}

describe('the daily self-test', () => {
  it('sends one mail a day, however often it runs, to the test address only, with no visitor data', async () => {
    expect(await runAt(MORNING)).toEqual({ day: '20260305', outcome: 'sent', error: null });
    expect(await runAt(MORNING + 3600_000)).toMatchObject({ outcome: 'done already' });
    expect(resendCalls).toHaveLength(1);
    const [sent] = resendCalls;
    expect(sent!.body).toMatchObject({
      to: [SELF_TEST_ADDRESS],
      reply_to: SELF_TEST_ADDRESS,
      tags: [{ name: 'message', value: 'self-test-20260305' }],
    });
    expect(sent!.idempotencyKey).toBe('self-test/20260305');
    expect(JSON.stringify(sent!.body)).not.toContain('owner@portfolio.example');
    expect(await blobsMessageStore().idsStartingWith('')).toEqual([]);
    // It takes one unit of the day's budget, as a visitor's message does.
    const budget = await getStore({ name: THROTTLE_STORE, consistency: 'strong' }).list();
    expect(budget.blobs.map((blob) => blob.key)).toEqual([expect.stringContaining('sends')]);
    expect(await runAt(MORNING + DAY_MS)).toMatchObject({ day: '20260306', outcome: 'sent' });
    expect(resendCalls).toHaveLength(2);
  });

  it('is off with MAIL_SELF_TEST=off', async () => {
    vi.stubEnv('MAIL_SELF_TEST', 'off');
    expect(await runAt(MORNING)).toMatchObject({ outcome: 'off' });
    expect(resendCalls).toHaveLength(0);
  });

  it('alerts when Resend refuses it, naming the key', async () => {
    nodeServer.use(resendFailing('invalid-key'));
    expect(await runAt(MORNING)).toMatchObject({
      outcome: 'failed',
      error: expect.stringContaining('invalid_api_key'),
    });
    expect(alerts.map((alert) => alert.cause).sort()).toEqual(['resend-key', 'self-test-failed']);
    expect(await runAt(MORNING + 3600_000)).toMatchObject({ outcome: 'done already' });
  });

  it('tries a passing failure again on the next runs, and alerts after the third', async () => {
    nodeServer.use(resendFailing('server-error'));
    expect(await runAt(MORNING)).toMatchObject({ outcome: 'retry' });
    nodeServer.use(resendAccepting(resendCalls));
    expect(await runAt(MORNING + 3600_000)).toMatchObject({ outcome: 'sent' });
    expect(alerts).toEqual([]);

    nodeServer.use(resendFailing('server-error'));
    const tomorrow = MORNING + DAY_MS;
    const outcomes = [];
    for (let hour = 0; hour < 4; hour++) outcomes.push((await runAt(tomorrow + hour * 3600_000)).outcome);
    expect(outcomes).toEqual(['retry', 'retry', 'failed', 'done already']);
    expect(alerts.filter((alert) => alert.cause === 'self-test-failed')).toEqual([
      expect.objectContaining({ detail: expect.stringContaining('resend 500') }),
    ]);
  });

  it('skips without MAIL_TO, alerting about it, and runs once it is set the same day', async () => {
    vi.stubEnv('MAIL_TO', '');
    expect(await runAt(MORNING)).toMatchObject({ outcome: 'skipped', error: 'MAIL_TO missing' });
    expect(alerts).toEqual([expect.objectContaining({ cause: 'setting-missing', detail: 'MAIL_TO' })]);
    vi.stubEnv('MAIL_TO', 'owner@portfolio.example');
    expect(await runAt(MORNING + 3600_000)).toMatchObject({ outcome: 'sent' });
  });

  it("is closed by Resend's delivery event; a bounce alerts the owner", async () => {
    await runAt(MORNING);
    expect((await event('email.delivered', '20260305')).status).toBe(200);
    expect((await record('20260305'))!.delivery).toMatchObject({ state: 'delivered' });
    expect(alerts).toEqual([]);
    await runAt(MORNING + DAY_MS);
    expect((await event('email.bounced', '20260306')).status).toBe(200);
    expect(alerts).toEqual([
      expect.objectContaining({ cause: 'self-test-failed', detail: expect.stringContaining('bounced') }),
    ]);
  });

  it('alerts when no delivery was reported within a day, once', async () => {
    await runAt(MORNING);
    await runAt(MORNING + DAY_MS);
    await runAt(MORNING + DAY_MS + 3600_000);
    expect(alerts).toEqual([expect.objectContaining({ cause: 'self-test-unconfirmed', detail: '20260305' })]);
  });
});

describe('the health view', () => {
  it('reports the last self-test with its time, the refusals and the alerts of the week', async () => {
    nodeServer.use(resendFailing('invalid-key'));
    await runAt(MORNING - DAY_MS);
    nodeServer.use(resendAccepting(resendCalls));
    await runAt(MORNING);
    vi.setSystemTime(MORNING + 60_000);
    const report = await readHealth(
      { messages: blobsMessageStore(), alerts: blobsAlertStore(), health: blobsHealthStore() },
      MORNING + 60_000,
    );
    expect(report.selfTests[0]).toMatchObject({ day: '20260305', state: 'sent', sentAt: expect.any(String) });
    expect(report.selfTests.map(({ day, state }) => [day, state])).toEqual([
      ['20260305', 'sent'],
      ['20260304', 'failed'],
    ]);
    expect(report.alerts.map((alert) => alert.cause).sort()).toEqual(['resend-key', 'self-test-failed']);
    expect(report.messages).toEqual({ pending: 0, held: 0, sent: 0, failed: 0 });
  });
});
