/**
 * The record of a day's self-test (../owner/self-test.ts) in the health store (`self-tests/<day>`), and
 * what Resend's webhook tells of its mail: the test's mail carries the tag `self-test-<day>`, and
 * the webhook (./webhook/endpoint.ts) records its events here; anything but a delivery alerts the
 * owner.
 */
import { raiseAlert } from './alerts/raise.ts';
import { supersedes, type DeliveryEvent } from './delivery-status.ts';
import { blobsHealthStore, type HealthStore } from './health-store.ts';
import type { DeliveryStatus } from '../request/message-store.ts';

const SELF_TEST_TAG = /^self-test-(\d{8})$/;

export type SelfTestState = 'sending' | 'retry' | 'sent' | 'failed' | 'skipped';
export type SelfTest = {
  /** The UTC day, `20260601`; also the mail's tag (`self-test-20260601`) and idempotency key. */
  day: string;
  state: SelfTestState;
  attempts: number;
  updatedAt: string;
  sentAt: string | null;
  providerId: string | null;
  /** Why it failed, is retried or was skipped. */
  error: string | null;
  /** What Resend's webhook reported. */
  delivery: DeliveryStatus | null;
  leaseUntil: string | null;
};

export type SelfTestRun = {
  day: string;
  outcome: 'off' | 'done already' | 'busy' | SelfTestState;
  error: string | null;
};

export const selfTestKey = (day: string) => `self-tests/${day}`;
/** The message tag of a day's self-test: Resend's events about it come back with it. */
export const selfTestTag = (day: string) => `self-test-${day}`;
/** The day of a self-test's tag, or null if the tag is none. */
export const selfTestDayOf = (tag: string) => SELF_TEST_TAG.exec(tag)?.[1] ?? null;

const iso = (ms: number) => new Date(ms).toISOString();

/** A delivery event about a self-test: recorded on its day's record; anything but a delivery alerts the owner. */
export async function recordSelfTestDelivery(
  event: DeliveryEvent,
  day: string,
  now: number,
  health: HealthStore = blobsHealthStore(),
): Promise<'recorded' | 'unchanged' | 'unknown message'> {
  for (let race = 0; race < 5; race++) {
    const kept = await health.read<SelfTest>(selfTestKey(day));
    if (!kept) return 'unknown message';
    if (!supersedes(event.status, kept.value.delivery)) return 'unchanged';
    if (
      !(await health.write(selfTestKey(day), { ...kept.value, delivery: event.status, updatedAt: iso(now) }, kept.etag))
    )
      continue;
    const { state, message } = event.status;
    if (state !== 'delivered' && state !== 'delayed')
      await raiseAlert(
        { cause: 'self-test-failed', detail: `${state}${message ? `: ${message.slice(0, 200)}` : ''}`, day },
        now,
      );
    return 'recorded';
  }
  throw new Error(`self-test ${day}: could not record its delivery status`);
}
