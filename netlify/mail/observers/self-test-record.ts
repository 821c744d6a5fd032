/**
 * A day's self-test record (`self-tests/<day>` in the health store), and what the webhook tells of
 * its mail (tagged `self-test-<day>`): anything but a delivery alerts the owner.
 */
import { raiseAlert } from './alerts/raise.ts';
import { supersedes, type DeliveryEvent } from './delivery-status.ts';
import { blobsHealthStore, type HealthStore } from './health-store.ts';
import type { DeliveryStatus } from '../request/message-store.ts';
import { updateWithRetry, type Update } from '../request/store-call.ts';

const SELF_TEST_TAG = /^self-test-(\d{8})$/;

export type SelfTestState = 'sending' | 'retry' | 'sent' | 'failed' | 'skipped';
export type SelfTest = {
  /** `20260601`; also in the mail's tag and idempotency key. */
  day: string;
  state: SelfTestState;
  attempts: number;
  updatedAt: string;
  sentAt: string | null;
  providerId: string | null;
  error: string | null;
  delivery: DeliveryStatus | null;
  leaseUntil: string | null;
};

export type SelfTestRun = {
  day: string;
  outcome: 'off' | 'done already' | 'busy' | SelfTestState;
  error: string | null;
};

export const selfTestKey = (day: string) => `self-tests/${day}`;
export const selfTestTag = (day: string) => `self-test-${day}`;
export const selfTestDayOf = (tag: string) => SELF_TEST_TAG.exec(tag)?.[1] ?? null;

const iso = (ms: number) => new Date(ms).toISOString();

export async function recordSelfTestDelivery(
  event: DeliveryEvent,
  day: string,
  now: number,
  health: HealthStore = blobsHealthStore(),
): Promise<'recorded' | 'unchanged' | 'unknown message'> {
  const record = (test?: SelfTest): Update<SelfTest, 'recorded' | 'unchanged' | 'unknown message'> => {
    if (!test) return { answer: 'unknown message' };
    if (!supersedes(event.status, test.delivery)) return { answer: 'unchanged' };
    return { value: { ...test, delivery: event.status, updatedAt: iso(now) }, answer: 'recorded' };
  };
  const { answer, saved } = await updateWithRetry(health.entry<SelfTest>(selfTestKey(day)), record, 5);
  if (answer !== 'recorded') return answer;
  if (!saved) throw new Error(`self-test ${day}: could not record its delivery status`);
  const { state, message } = event.status;
  if (state !== 'delivered' && state !== 'delayed')
    await raiseAlert(
      { cause: 'self-test-failed', detail: `${state}${message ? `: ${message.slice(0, 200)}` : ''}`, day },
      now,
    );
  return 'recorded';
}
