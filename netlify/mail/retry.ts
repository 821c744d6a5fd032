/**
 * The retry pass, run by the scheduled function netlify/functions/mail-retry.ts: every kept
 * message still pending, whose next attempt is due and whose last attempt has ended, is claimed
 * and sent again with its own idempotency key. A message queued longer than MAIL_RETRY_MAX_AGE_H
 * ago is marked failed instead. Passes may overlap: the claim lets only one of them send a message.
 */
import { attempt, claimAttempt, recordAttempt } from './attempts.ts';
import { readMailConfig, type MailConfig } from './config.ts';
import { chooseDelivery, type Delivery } from './deliver.ts';
import { blobsMessageStore, type MessageStore, type StoredMessage, type Versioned } from './message-store.ts';

export type RetrySummary = { due: number; sent: number; pending: number; failed: number; skipped: number };

/** A pass stops starting attempts after this, well inside a scheduled function's 30 seconds. */
const PASS_BUDGET_MS = 20_000;

const isDue = ({ message }: Versioned, now: number) =>
  message.state === 'pending' &&
  (message.leaseUntil === null || Date.parse(message.leaseUntil) <= now) &&
  (message.nextAttemptAt === null || Date.parse(message.nextAttemptAt) <= now);

export async function runRetryPass(store: MessageStore = blobsMessageStore(), clock: () => number = () => Date.now()): Promise<RetrySummary> {
  const config = readMailConfig();
  const delivery = chooseDelivery(config);
  const started = clock();
  const due = (await store.list()).filter((entry) => isDue(entry, started));
  due.sort((a, b) => a.message.receivedAt.localeCompare(b.message.receivedAt));
  const summary: RetrySummary = { due: due.length, sent: 0, pending: 0, failed: 0, skipped: 0 };

  for (const entry of due) {
    try {
      const state = clock() - started > PASS_BUDGET_MS ? null : await retryOne(store, entry, clock, config, delivery);
      summary[state ?? 'skipped']++;
    } catch (error) {
      // One message the store cannot serve now must not hold up the others.
      console.error(JSON.stringify({ event: 'mail-retry', message: entry.message.id, error: String(error) }));
      summary.skipped++;
    }
  }
  return summary;
}

/** One due message: its final state after this pass, or null if another pass has it. */
async function retryOne(store: MessageStore, entry: Versioned, clock: () => number, config: MailConfig, delivery: Delivery) {
  const { message } = entry;
  if (clock() - Date.parse(message.queuedAt) >= config.retry.maxAgeMs) {
    const gaveUp: StoredMessage = {
      ...message,
      state: 'failed',
      lastError: `gave up after ${message.attempts} attempts: ${message.lastError ?? 'no answer'}`,
      nextAttemptAt: null,
      updatedAt: new Date(clock()).toISOString(),
    };
    return (await store.replace(gaveUp, entry.etag)) ? gaveUp.state : null;
  }
  const claimed = await claimAttempt(store, entry, clock(), config);
  if (!claimed) return null;
  const result = await attempt(delivery, claimed.message, await store.attachments(claimed.message));
  return (await recordAttempt(store, claimed, result, clock(), config)).state;
}
