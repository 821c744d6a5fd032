/**
 * One attempt of a kept message: a compare-and-set claim with a lease, so only one caller sends; the
 * message's own idempotency key stops a second mail even from an attempt that outlived its lease.
 */
import type { MailConfig } from './config.ts';
import { address, type Delivery } from './deliver.ts';
import type { MessageStore, StoredMessage, Versioned } from './message-store.ts';
import { HOUR_MS } from './throttle-store.ts';
import type { Attachment, SendResult } from './types.ts';

/** Beyond the provider's timeout, the time an attempt may take to record its outcome. */
const LEASE_MARGIN_MS = 20_000;
/** minDelay, then 4×, 16×, … up to this. */
const MAX_RETRY_DELAY_MS = 6 * HOUR_MS;
/** Past a passing failure this long, it is no longer passing: failed, and the owner told. Also the alerts'. */
export const RETRY_MAX_AGE_MS = 72 * HOUR_MS;

/** Also the alerts' retries. */
export const retryDelayMs = (attempts: number, minDelayMs: number) =>
  Math.min(minDelayMs * 4 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

const iso = (ms: number) => new Date(ms).toISOString();
export const leaseMs = (config: MailConfig) => config.sendTimeoutMs + LEASE_MARGIN_MS;

/** Null if another caller got there first. */
export async function claimAttempt(
  store: MessageStore,
  kept: Versioned,
  now: number,
  config: MailConfig,
): Promise<Versioned | null> {
  const message: StoredMessage = {
    ...kept.message,
    attempts: kept.message.attempts + 1,
    leaseUntil: iso(now + leaseMs(config)),
    updatedAt: iso(now),
  };
  const etag = await store.replace(kept, message);
  return etag ? { message, etag } : null;
}

export const pastRetryAge = (message: StoredMessage, now: number) =>
  now - Date.parse(message.queuedAt) >= RETRY_MAX_AGE_MS;

export const gaveUp = (message: StoredMessage, lastError: string | null) =>
  `gave up after ${message.attempts} attempts: ${lastError ?? 'no answer'}`;

export function afterAttempt(
  message: StoredMessage,
  result: SendResult,
  now: number,
  config: MailConfig,
): StoredMessage {
  const base = { ...message, leaseUntil: null, updatedAt: iso(now) };
  if (result.ok)
    return { ...base, state: 'sent', sentAt: iso(now), providerId: result.id, lastError: null, nextAttemptAt: null };
  const lastError = `${result.text} (${result.reason})`;
  if (result.permanent) return { ...base, state: 'failed', lastError, nextAttemptAt: null };
  if (pastRetryAge(message, now))
    return { ...base, state: 'failed', lastError: gaveUp(message, lastError), nextAttemptAt: null };
  return {
    ...base,
    state: 'pending',
    lastError,
    nextAttemptAt: iso(now + retryDelayMs(message.attempts, config.retry.minDelayMs)),
  };
}

/** If another attempt claimed it meanwhile, a delivery still wins, and a failure gives way to the newer attempt. */
export async function recordAttempt(
  store: MessageStore,
  claimed: Versioned,
  result: SendResult,
  now: number,
  config: MailConfig,
): Promise<StoredMessage> {
  let current = claimed;
  for (let tries = 0; tries < 5; tries++) {
    const next = afterAttempt(current.message, result, now, config);
    if (await store.replace(current, next)) return next;
    const fresh = await store.get(claimed.message.id);
    if (!fresh) return next;
    if (fresh.message.state === 'sent') return fresh.message;
    if (!result.ok && fresh.message.attempts > claimed.message.attempts) return fresh.message;
    current = fresh;
  }
  throw new Error(`message ${claimed.message.id}: could not record the attempt`);
}

export async function attempt(
  delivery: Delivery,
  message: StoredMessage,
  attachments: Attachment[],
): Promise<SendResult> {
  const { replyTo, subject, text, html } = message.mail;
  return delivery.transport.send(
    address(delivery, {
      replyTo,
      subject,
      text,
      html,
      attachments,
      idempotencyKey: message.idempotencyKey,
      messageId: message.id,
    }),
  );
}

/** The owner's requeue or release: pending for the next pass, with a fresh retry period. */
export async function requeue(store: MessageStore, kept: Versioned, now: number): Promise<boolean> {
  const at = iso(now);
  const message: StoredMessage = {
    ...kept.message,
    state: 'pending',
    queuedAt: at,
    updatedAt: at,
    nextAttemptAt: null,
    leaseUntil: null,
  };
  return (await store.replace(kept, message)) !== null;
}
