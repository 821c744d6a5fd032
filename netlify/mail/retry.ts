/**
 * The retry pass, run by the scheduled function netlify/functions/mail-retry.ts. It first queues
 * the day's digest of held messages (./digest.ts), then sends again every pending message whose
 * next attempt is due and whose last attempt has ended, oldest first, each with its own
 * idempotency key. A message queued longer than MAIL_RETRY_MAX_AGE_H ago is marked failed instead.
 *
 * It reads only the due messages (the `due/` index), a few at a time; one message the store
 * cannot serve is skipped, not the pass. It stops starting attempts after its time budget, and
 * the next pass picks up what is still due. Passes may overlap: the claim lets only one of them
 * send a message.
 * Each attempt takes a unit of the provider's daily quota first; once it is spent, the pass starts
 * no more attempts and the messages stay due.
 * With MAIL_ALERT_URL set, it also sends the owner's alerts still due (./alerts/raise.ts), alerts
 * the digest's held messages and every message it gives up on, and counts its own failures in a row.
 */
import pLimit from 'p-limit';
import { dayKey } from './alerts/alert.ts';
import { notePassOutcome, raiseAlert, sendDueAlerts, type AlertPass } from './alerts/raise.ts';
import { attempt, claimAttempt, recordAttempt } from './attempts.ts';
import { readMailConfig, type MailConfig } from './config.ts';
import { chooseDelivery, type Delivery } from './deliver.ts';
import { queueDigest } from './digest.ts';
import { dueAt, isStale, type IndexEntry } from './message-index.ts';
import { blobsMessageStore, type MessageStore, type StoredMessage } from './message-store.ts';

export type RetrySummary = {
  due: number;
  sent: number;
  pending: number;
  failed: number;
  skipped: number;
  digest: string | null;
  alerts: AlertPass;
};

/** A pass starts no attempt after this, so it ends well inside a scheduled function's 30 seconds. */
const PASS_BUDGET_MS = 15_000;
/** Messages handled at once: reads overlap, and the provider is not flooded. */
const CONCURRENCY = 4;

const log = (fields: Record<string, unknown>) => console.error(JSON.stringify({ event: 'mail-retry', ...fields }));

export async function runRetryPass(store: MessageStore = blobsMessageStore(), clock: () => number = () => Date.now()): Promise<RetrySummary> {
  try {
    const summary = await pass(store, clock);
    await notePassOutcome(true, clock());
    return summary;
  } catch (error) {
    await notePassOutcome(false, clock());
    throw error;
  }
}

async function pass(store: MessageStore, clock: () => number): Promise<RetrySummary> {
  const config = readMailConfig();
  const delivery = chooseDelivery(config);
  const started = clock();
  const digest = await queueDigest(store, started).catch((error: unknown) => {
    log({ step: 'digest', error: String(error) });
    return null;
  });
  if (digest) await raiseAlert({ cause: 'held', count: digest.held, day: dayKey(started) }, started);
  const due = (await store.pendingEntries()).filter((entry) => entry.dueAt !== null && entry.dueAt <= started);
  due.sort((a, b) => a.dueAt! - b.dueAt! || a.receivedAt - b.receivedAt);
  const alerts = await sendDueAlerts(started).catch((error: unknown) => {
    log({ step: 'alerts', error: String(error) });
    return { sent: 0, pending: 0, failed: 0 };
  });
  const summary: RetrySummary = { due: due.length, sent: 0, pending: 0, failed: 0, skipped: 0, digest: digest?.id ?? null, alerts };

  const limit = pLimit(CONCURRENCY);
  let quotaSpent = false;
  await Promise.all(
    due.map((entry) =>
      limit(async () => {
        try {
          const result = quotaSpent || clock() - started > PASS_BUDGET_MS ? null : await retryOne(store, entry, clock, config, delivery);
          if (result === 'quota spent') quotaSpent = true;
          summary[result === null || result === 'quota spent' ? 'skipped' : result]++;
        } catch (error) {
          // One message the store cannot serve now must not hold up the others.
          log({ message: entry.id, error: String(error) });
          summary.skipped++;
        }
      }),
    ),
  );
  return summary;
}

/** A due message's state after this pass, null if it is not due after all (another pass has it), or 'quota spent'. */
type PassOutcome = 'sent' | 'pending' | 'failed' | null | 'quota spent';

async function retryOne(store: MessageStore, entry: IndexEntry, clock: () => number, config: MailConfig, delivery: Delivery): Promise<PassOutcome> {
  const kept = await store.get(entry.id);
  if (!kept || kept.message.state !== 'pending' || dueAt(kept.message) > clock()) {
    if (isStale(entry, kept?.message ?? null, clock())) await store.dropEntry(entry.key);
    return null;
  }
  const { message } = kept;
  if (clock() - Date.parse(message.queuedAt) >= config.retry.maxAgeMs) {
    const gaveUp: StoredMessage = {
      ...message,
      state: 'failed',
      lastError: `gave up after ${message.attempts} attempts: ${message.lastError ?? 'no answer'}`,
      nextAttemptAt: null,
      updatedAt: new Date(clock()).toISOString(),
    };
    if (!(await store.replace(kept, gaveUp))) return null;
    await raiseAlert({ cause: 'message-failed', messageId: message.id }, clock());
    return 'failed';
  }
  if (!(await delivery.takeBudget(clock())).ok) return 'quota spent';
  const claimed = await claimAttempt(store, kept, clock(), config);
  if (!claimed) return null;
  const result = await attempt(delivery, claimed.message, await store.attachments(claimed.message));
  const { state } = await recordAttempt(store, claimed, result, clock(), config);
  return state === 'held' ? null : state;
}
