/**
 * The retry pass, run by the scheduled function netlify/functions/mail-retry.ts. It sends again
 * every pending message whose next attempt is due and whose last attempt has ended, newest first,
 * so a backlog waiting for the provider's quota never starves a fresh message; each with its own
 * idempotency key. A message tried and still failing after MAIL_RETRY_MAX_AGE_H is marked failed
 * instead. A message never tried has only waited for the throttle or the quota: it never fails,
 * and after a day of waiting it is held for the owner, who finds it in the next digest
 * (./digest.ts). A digest queued for the owner is a pending message like any other: this pass
 * sends it.
 *
 * It lists the `due/` index a page at a time and reads only the due messages, a few at a time;
 * one message the store cannot serve is skipped, not the pass. It stops starting attempts after
 * its time budget, and the next pass picks up what is still due. Passes may overlap: the claim
 * lets only one of them send a message.
 * Each attempt takes a unit of the provider's daily quota first, in due order; once it is spent,
 * the pass starts no more attempts and the messages stay due. While a setting delivery needs is
 * missing, it sends nothing and alerts the owner (../request/setup-problems.ts): the messages kept
 * meanwhile go out with the first pass after the setting is there.
 * With MAIL_ALERT_URL set, it alerts the messages it gave up on, in one alert, and its own
 * failures in a row (./retry-alerts.ts).
 */
import pLimit from 'p-limit';
import { attempt, claimAttempt, gaveUp, pastRetryAge, recordAttempt } from '../request/attempts.ts';
import { DAY_MS, readMailConfig, type MailConfig } from '../request/config.ts';
import { chooseDelivery, type Delivery } from '../request/deliver.ts';
import { alertSetupProblem, missingDeliverySettings } from '../request/setup-problems.ts';
import { dueAt, isStale, type IndexEntry } from '../request/message-index.ts';
import { blobsMessageStore, type MessageStore, type StoredMessage, type Versioned } from '../request/message-store.ts';
import { notePassOutcome } from './retry-alerts.ts';
import { raiseMessagesFailed } from '../request/alerts/failed-messages.ts';

export type RetrySummary = {
  due: number;
  sent: number;
  pending: number;
  failed: number;
  /** Held for the owner after a day of waiting for the quota. */
  held: number;
  skipped: number;
  /** Settings delivery needs and lacks: the pass sends nothing, and the messages wait for them. */
  missing: string[];
};

/** A pass starts no attempt after this, so it ends well inside a scheduled function's 30 seconds. */
const PASS_BUDGET_MS = 15_000;
/** The due queue is listed a page at a time for this long at most: what lies further waits for the next pass. */
const LISTING_BUDGET_MS = 5_000;
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
  const started = clock();
  const missing = missingDeliverySettings(config);
  for (const name of missing) await alertSetupProblem({ cause: 'setting-missing', detail: name }, started);
  const delivery = chooseDelivery(config);
  const due = delivery ? await dueEntries(store, started, () => clock() - started > LISTING_BUDGET_MS) : [];
  const summary: RetrySummary = { due: due.length, sent: 0, pending: 0, failed: 0, held: 0, skipped: 0, missing };
  if (delivery) await retryDue(store, due, delivery, config, summary, started, clock);
  if (summary.failed > 0) await raiseMessagesFailed(summary.failed, clock());
  return summary;
}

/** Sends the due messages, newest first, a few at a time, each after taking its unit of the quota. */
async function retryDue(store: MessageStore, due: IndexEntry[], delivery: Delivery, config: MailConfig, summary: RetrySummary, started: number, clock: () => number) {
  const limit = pLimit(CONCURRENCY);
  // Each message's turn at the quota: it ends once the message took a unit, or needs none.
  const turns = due.map(() => {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    return { ended, end };
  });
  let quotaSpent = false;
  await Promise.all(
    due.map((entry, index) =>
      limit(async () => {
        // The quota is taken in due order, newest first, whatever order the reads end in.
        const takeBudget = async () => {
          await turns[index - 1]?.ended;
          const budget = quotaSpent || !(await delivery.takeBudget(clock())).ok ? 'quota spent' : 'taken';
          turns[index]!.end();
          return budget;
        };
        try {
          // Once the quota is spent, only a message received over a day ago may still have something to do: be held.
          const idle = clock() - started > PASS_BUDGET_MS || (quotaSpent && entry.receivedAt > clock() - DAY_MS);
          const result = idle ? null : await retryOne(store, entry, clock, config, delivery, takeBudget);
          if (result === 'quota spent') quotaSpent = true;
          summary[result === null || result === 'quota spent' ? 'skipped' : result]++;
        } catch (error) {
          // One message the store cannot serve now must not hold up the others.
          log({ message: entry.id, error: String(error) });
          summary.skipped++;
        } finally {
          turns[index]!.end();
        }
      }),
    ),
  );
}

/** The pending messages due at `now`, newest first, from as many pages of the due queue as time allows. */
async function dueEntries(store: MessageStore, now: number, outOfTime: () => boolean): Promise<IndexEntry[]> {
  const due: IndexEntry[] = [];
  for await (const page of store.pendingPages()) {
    due.push(...page.filter((entry) => entry.dueAt !== null && entry.dueAt <= now));
    if (outOfTime()) break;
  }
  return due.sort((a, b) => b.receivedAt - a.receivedAt || b.id.localeCompare(a.id));
}

/** A due message's state after this pass, null if it is not due after all (another pass has it), or 'quota spent'. */
type PassOutcome = 'sent' | 'pending' | 'failed' | 'held' | null | 'quota spent';

/** The message moved on to `state`, unless another writer got there first. */
async function settle(store: MessageStore, kept: Versioned, changes: Partial<StoredMessage>, now: number): Promise<PassOutcome> {
  const message: StoredMessage = { ...kept.message, ...changes, nextAttemptAt: null, updatedAt: new Date(now).toISOString() };
  return (await store.replace(kept, message)) ? (message.state as PassOutcome) : null;
}

async function retryOne(
  store: MessageStore,
  entry: IndexEntry,
  clock: () => number,
  config: MailConfig,
  delivery: Delivery,
  takeBudget: () => Promise<'taken' | 'quota spent'>,
): Promise<PassOutcome> {
  const kept = await store.get(entry.id);
  if (!kept || kept.message.state !== 'pending' || dueAt(kept.message) > clock()) {
    if (isStale(entry, kept?.message ?? null, clock())) await store.dropEntry(entry.key);
    return null;
  }
  const { message } = kept;
  const waited = clock() - Date.parse(message.queuedAt);
  if (message.attempts > 0 && pastRetryAge(message, clock(), config)) return settle(store, kept, { state: 'failed', lastError: gaveUp(message, message.lastError) }, clock());
  if ((await takeBudget()) === 'quota spent') {
    if (message.attempts > 0 || waited < DAY_MS) return 'quota spent';
    return settle(store, kept, { state: 'held', held: { reason: 'waited', kept: 'all' } }, clock());
  }
  const claimed = await claimAttempt(store, kept, clock(), config);
  if (!claimed) return null;
  const result = await attempt(delivery, claimed.message, await store.attachments(claimed.message));
  if (!result.ok && result.setup) await alertSetupProblem(result.setup, clock());
  const { state } = await recordAttempt(store, claimed, result, clock(), config);
  return state === 'held' ? null : state;
}
