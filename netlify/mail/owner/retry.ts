/**
 * The retry pass (scheduled, every 5 minutes): every pending message due, the owner's mail first
 * (from the whole quota), then the others oldest first (from the share of what waited,
 * ../request/daily-budget.ts), each taking a turn of the key interval and a unit of its share in due
 * order. Tried and failing past RETRY_MAX_AGE_MS: failed. Never tried (it only waited) and a
 * day old: held for the owner's digest. It reads only due messages, a few at once, skips one the
 * store cannot serve, and starts no attempt past its time budget; the claim keeps overlapping passes
 * from sending twice. With a setting missing it sends nothing, and emits what is missing.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { attempt, claimAttempt, gaveUp, pastRetryAge, recordAttempt } from '../request/attempts.ts';
import { hashed } from '../request/client-ip.ts';
import { readMailConfig, type MailConfig } from '../request/config.ts';
import type { QuotaUser } from '../request/daily-budget.ts';
import { chooseDelivery, type Delivery } from '../request/deliver.ts';
import { forgetBacklog } from '../request/setup-backlog.ts';
import { createThrottle } from '../request/throttle.ts';
import { blobsThrottleStore, DAY_MS } from '../request/throttle-store.ts';
import { emit } from '../request/events.ts';
import { missingDeliverySettings } from '../request/setup.ts';
import { dueAt, isStale, type IndexEntry } from '../request/message-index.ts';
import { blobsMessageStore, type MessageStore, type StoredMessage, type Versioned } from '../request/message-store.ts';
import { isOwnerMail } from './digest.ts';

/** What a pass did with the due messages it listed. */
type Counts = Record<'sent' | 'pending' | 'failed' | 'held' | 'skipped', number>;

/** Well inside a scheduled function's 30 seconds. */
const PASS_BUDGET_MS = 15_000;
/** What lies further in the due queue waits for the next pass. */
const LISTING_BUDGET_MS = 5_000;
/** Reads overlap, and the provider is not flooded. */
const CONCURRENCY = 4;
const KEY_WAITS = 3;

const log = (fields: Record<string, unknown>) => console.error(JSON.stringify({ event: 'mail-retry', ...fields }));

export async function runRetryPass(store: MessageStore = blobsMessageStore(), clock: () => number = () => Date.now()) {
  try {
    const summary = await pass(store, clock);
    await emit({ type: 'pass', ok: true }, clock());
    return summary;
  } catch (error) {
    await emit({ type: 'pass', ok: false }, clock());
    throw error;
  }
}

async function pass(store: MessageStore, clock: () => number) {
  const config = readMailConfig();
  const started = clock();
  const missing = missingDeliverySettings(config);
  for (const name of missing)
    await emit({ type: 'setup', problem: { cause: 'setting-missing', detail: name }, refusal: false }, started);
  const delivery = chooseDelivery(config);
  const due = delivery ? await dueEntries(store, started, () => clock() - started > LISTING_BUDGET_MS) : [];
  const summary = { due: due.length, sent: 0, pending: 0, failed: 0, held: 0, skipped: 0, missing };
  if (delivery) {
    await forgetBacklog(store);
    await retryDue(store, due, delivery, config, summary, started, clock);
  }
  if (summary.failed > 0) await emit({ type: 'failed', count: summary.failed }, clock());
  return summary;
}

/** One send per key interval, shared with the requests: waits for the key's turn while the pass has time. */
function keyTurns(config: MailConfig, started: number, clock: () => number) {
  const throttle = createThrottle(clock);
  const scope = { kind: 'key' as const, id: hashed(config.publicKey) };
  const interval = config.throttle.keyIntervalMs;
  return async (): Promise<boolean> => {
    if (interval <= 0) return true;
    for (let wait = 0; wait < KEY_WAITS; wait++) {
      const slot = await throttle.takeSlot(blobsThrottleStore(), scope, 1, interval);
      if (slot.ok) return true;
      if (slot.freesAt - started > PASS_BUDGET_MS) return false;
      await sleep(Math.max(0, slot.freesAt - clock()));
    }
    return false;
  };
}

async function retryDue(
  store: MessageStore,
  due: IndexEntry[],
  delivery: Delivery,
  config: MailConfig,
  summary: Counts,
  started: number,
  clock: () => number,
) {
  const limit = pLimit(CONCURRENCY);
  const keyTurn = keyTurns(config, started, clock);
  // Each message's turn at the quota: it ends once the message took a unit, or needs none.
  const turns = due.map(() => {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    return { ended, end };
  });
  const spent = new Set<QuotaUser | 'key'>();
  await Promise.all(
    due.map((entry, index) =>
      limit(async () => {
        // The key and the quota are taken in due order, whatever order the reads end in.
        const takeBudget = async (user: QuotaUser) => {
          await turns[index - 1]?.ended;
          if (!spent.has('key') && !spent.has(user) && !(await keyTurn())) spent.add('key');
          if (!spent.has('key') && !spent.has(user) && !(await delivery.takeBudget(clock(), user)).ok) spent.add(user);
          turns[index]!.end();
          return spent.has('key') || spent.has(user) ? 'quota spent' : 'taken';
        };
        try {
          // Once the share of what waited is spent, only the owner's mail, or a day-old message (to hold), has work.
          const idle =
            clock() - started > PASS_BUDGET_MS ||
            (spent.has('waited') && !isOwnerMail(entry.id) && entry.receivedAt > clock() - DAY_MS);
          const result = idle ? null : await retryOne(store, entry, clock, config, delivery, takeBudget);
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

/** The owner's mail first, then the oldest, from as many pages as time allows. */
async function dueEntries(store: MessageStore, now: number, outOfTime: () => boolean): Promise<IndexEntry[]> {
  const due: IndexEntry[] = [];
  for await (const page of store.pendingPages()) {
    due.push(...page.filter((entry) => entry.dueAt !== null && entry.dueAt <= now));
    if (outOfTime()) break;
  }
  const digestFirst = (entry: IndexEntry) => (isOwnerMail(entry.id) ? 0 : 1);
  return due.sort((a, b) => digestFirst(a) - digestFirst(b) || a.receivedAt - b.receivedAt || a.id.localeCompare(b.id));
}

/** Null: not due after all (another pass has it). */
type PassOutcome = 'sent' | 'pending' | 'failed' | 'held' | null | 'quota spent';

/** Unless another writer got there first. */
async function settle(store: MessageStore, kept: Versioned, changes: Partial<StoredMessage>, now: number) {
  const message: StoredMessage = {
    ...kept.message,
    ...changes,
    nextAttemptAt: null,
    updatedAt: new Date(now).toISOString(),
  };
  return (await store.replace(kept, message)) ? (message.state as PassOutcome) : null;
}

async function retryOne(
  store: MessageStore,
  entry: IndexEntry,
  clock: () => number,
  config: MailConfig,
  delivery: Delivery,
  takeBudget: (user: QuotaUser) => Promise<'taken' | 'quota spent'>,
): Promise<PassOutcome> {
  const kept = await store.get(entry.id);
  if (!kept || kept.message.state !== 'pending' || dueAt(kept.message) > clock()) {
    if (isStale(entry, kept?.message ?? null, clock())) await store.dropEntry(entry.key);
    return null;
  }
  const { message } = kept;
  const waited = clock() - Date.parse(message.queuedAt);
  if (message.attempts > 0 && pastRetryAge(message, clock()))
    return settle(store, kept, { state: 'failed', lastError: gaveUp(message, message.lastError) }, clock());
  // The owner's mail: the digest, the audience's, or a held message the owner released.
  const user: QuotaUser = isOwnerMail(message.id) || message.held ? 'owner' : 'waited';
  if ((await takeBudget(user)) === 'quota spent') {
    if (message.attempts > 0 || waited < DAY_MS || user === 'owner') return 'quota spent';
    return settle(store, kept, { state: 'held', held: { reason: 'waited', kept: 'all' } }, clock());
  }
  const claimed = await claimAttempt(store, kept, clock(), config);
  if (!claimed) return null;
  const result = await attempt(delivery, claimed.message, await store.attachments(claimed.message));
  if (!result.ok && result.setup) await emit({ type: 'setup', problem: result.setup, refusal: false }, clock());
  const { state } = await recordAttempt(store, claimed, result, clock(), config);
  return state === 'held' ? null : state;
}
