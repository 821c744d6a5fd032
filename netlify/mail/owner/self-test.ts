/**
 * The daily self-test (hourly, once a UTC day): one mail through a visitor's whole path (the contact
 * template, a unit of the quota, Resend with an idempotency key and tag) to Resend's test address,
 * with no visitor's data, so a revoked key shows on a quiet day, not when a recruiter writes. The
 * day's record is claimed by compare-and-set: one mail a day. A passing failure is retried by the
 * next runs, three times at most; a refusal, a bounce, or no delivery reported within a day alerts.
 */
import { TEMPLATE_ID } from '../../../src/shared/mail-identifiers.ts';
import { raiseAlert } from '../observers/alerts/raise.ts';
import { findTemplate } from '../request/identifiers.ts';
import { readMailConfig } from '../request/config.ts';
import { DAY_MS } from '../request/throttle-store.ts';
import { chooseDelivery, type Delivery } from '../request/deliver.ts';
import { blobsHealthStore, type HealthStore } from '../observers/health-store.ts';
import { renderMail } from '../request/render.ts';
import { selfTestKey, selfTestTag, type SelfTest, type SelfTestRun } from '../observers/self-test-record.ts';
import { alertSetupProblem } from '../observers/setup-problems.ts';
import { missingDeliverySettings } from '../request/setup.ts';
import type { SendResult } from '../request/types.ts';
import { dayKey } from '../request/daily-budget.ts';

/** Resend's own test address: it reports the mail delivered, and no one reads it. */
export const SELF_TEST_ADDRESS = 'delivered@resend.dev';
const ATTEMPTS = 3;
/** A run that dies mid-send frees the day's test for the next one. */
const LEASE_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

function testMail(delivery: Delivery, day: string) {
  const template = findTemplate(TEMPLATE_ID)!;
  const variables = {
    name: 'Mail self-test',
    email: SELF_TEST_ADDRESS,
    phone: '',
    subject: `Daily self-test ${day}`,
    message: 'The contact form checks once a day that a message goes through. Nothing to do.',
  };
  return {
    ...renderMail(template, variables),
    from: delivery.from,
    to: SELF_TEST_ADDRESS,
    replyTo: SELF_TEST_ADDRESS,
    attachments: [],
    idempotencyKey: `self-test/${day}`,
    messageId: selfTestTag(day),
  };
}

function afterSend(test: SelfTest, result: SendResult, now: number): SelfTest {
  const base = { ...test, updatedAt: iso(now), leaseUntil: null };
  if (result.ok) return { ...base, state: 'sent', sentAt: iso(now), providerId: result.id, error: null };
  const error = `${result.text} (${result.reason})`;
  return { ...base, state: result.permanent || test.attempts >= ATTEMPTS ? 'failed' : 'retry', error };
}

/** Yesterday's test, sent but never reported delivered while the webhook is set up. */
async function checkConfirmed(health: HealthStore, now: number): Promise<void> {
  const day = dayKey(now - DAY_MS);
  const test = (await health.read<SelfTest>(selfTestKey(day)))?.value;
  if (test?.state !== 'sent' || test.delivery !== null || Date.parse(test.sentAt!) > now - DAY_MS) return;
  await raiseAlert({ cause: 'self-test-unconfirmed', detail: day, day }, now);
}

export async function runSelfTest(now = Date.now(), health: HealthStore = blobsHealthStore()): Promise<SelfTestRun> {
  const config = readMailConfig();
  const day = dayKey(now);
  if (!config.selfTest) return { day, outcome: 'off', error: null };
  if (config.resendWebhookSecret) await checkConfirmed(health, now);

  const kept = await health.read<SelfTest>(selfTestKey(day));
  const test = kept?.value;
  if (test && (test.state === 'sent' || test.state === 'failed'))
    return { day, outcome: 'done already', error: test.error };
  if (test?.state === 'sending' && Date.parse(test.leaseUntil!) > now) return { day, outcome: 'busy', error: null };

  const claimed: SelfTest = {
    ...(test ?? { day, sentAt: null, providerId: null, error: null, delivery: null }),
    state: 'sending',
    attempts: (test?.attempts ?? 0) + 1,
    updatedAt: iso(now),
    leaseUntil: iso(now + LEASE_MS),
  };
  const etag = await health.write(selfTestKey(day), claimed, kept?.etag ?? null);
  if (!etag) return { day, outcome: 'busy', error: null };
  const save = async (done: SelfTest) => {
    await health.write(selfTestKey(day), done, etag);
    return { day, outcome: done.state, error: done.error };
  };
  /** Not tried: the attempt is given back. */
  const skip = (error: string) =>
    save({ ...claimed, state: 'skipped', attempts: claimed.attempts - 1, leaseUntil: null, error });

  const missing = missingDeliverySettings(config);
  const delivery = chooseDelivery(config);
  // The local dev outbox has no provider to test.
  if (!delivery || delivery.transport.name !== 'resend') {
    for (const name of missing) await alertSetupProblem({ cause: 'setting-missing', detail: name }, now);
    return skip(missing.length > 0 ? `${missing.join(', ')} missing` : 'no RESEND_API_KEY: the dev outbox');
  }
  if (!(await delivery.takeBudget(now, 'owner')).ok) return skip('the daily limit is spent');

  const result = await delivery.transport.send(testMail(delivery, day));
  const done = afterSend(claimed, result, Date.now());
  if (!result.ok && result.setup) await alertSetupProblem(result.setup, now);
  if (done.state === 'failed') await raiseAlert({ cause: 'self-test-failed', detail: done.error!, day }, now);
  return save(done);
}
