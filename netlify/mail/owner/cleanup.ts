/**
 * The hourly clean-up: messages past their retention (held ones only once a delivered digest listed
 * them; pending ones never), the throttle's past days, expired challenge solutions and webhook events,
 * settled alerts past MAIL_KEEP_FAILED_DAYS and health days past HEALTH_DAYS. It lists only the hours
 * past retention and deletes held messages from their keys alone, so it costs what expires, and stops
 * after its time budget: the next run goes on.
 */
import pLimit from 'p-limit';
import { blobsAlertStore } from '../observers/alerts/alert-store.ts';
import { forgetExpiredSolutions } from '../request/challenge/used-solutions.ts';
import { readMailConfig } from '../request/config.ts';
import { blobsHealthStore, HEALTH_DAYS } from '../observers/health-store.ts';
import { hourEnd, isStale, SETTLED_STATES, type IndexEntry, type SettledState } from '../request/message-index.ts';
import { blobsMessageStore, type MessageStore } from '../request/message-store.ts';
import { deliveredUntil } from './digest.ts';
import { DAY_MS, forgetPastBuckets } from '../request/throttle-store.ts';
import { forgetExpiredEvents } from '../observers/webhook/endpoint.ts';
import { dayKey } from '../request/daily-budget.ts';

/** Well inside a scheduled function's 30 seconds. */
const RUN_BUDGET_MS = 15_000;
const CONCURRENCY = 16;

/** A held message from its key alone, another once read (it may have moved on, and have files). */
async function removeExpired(messages: MessageStore, entry: IndexEntry): Promise<boolean> {
  if (entry.sender !== null) {
    await messages.removeHeld(entry);
    return true;
  }
  const kept = await messages.get(entry.id);
  if (kept?.message.state === entry.state) {
    await messages.remove(kept.message);
    // A held entry written before entries named their sender is not among the message's keys.
    if (entry.state === 'held') await messages.dropEntry(entry.key);
    return true;
  }
  if (isStale(entry, kept?.message ?? null, Date.now())) await messages.dropEntry(entry.key);
  return false;
}

/** The messages of one state received in the hours ended before `before`, until out of time; answers how many. */
async function forgetHours(
  messages: MessageStore,
  state: SettledState,
  before: number,
  outOfTime: () => boolean,
): Promise<number> {
  const hours = (await messages.hours(state)).filter((hour) => hourEnd(hour) <= before).sort();
  const limit = pLimit(CONCURRENCY);
  let removed = 0;
  for (const hour of hours) {
    if (outOfTime()) break;
    const entries = await messages.entriesOfHour(state, hour);
    await Promise.all(
      entries.map((entry) =>
        limit(async () => {
          if (!outOfTime() && (await removeExpired(messages, entry))) removed++;
        }),
      ),
    );
  }
  return removed;
}

export async function runCleanup(now = Date.now(), messages: MessageStore = blobsMessageStore()) {
  const { keep, throttle } = readMailConfig();
  const started = Date.now();
  const outOfTime = () => Date.now() - started > RUN_BUDGET_MS;
  const expired: Record<SettledState, number> = { held: 0, sent: 0, failed: 0 };
  // No held message goes before the owner has seen it in a digest (or released or erased it).
  const before = { ...keep, held: Math.min(keep.held, now - (await deliveredUntil(messages))) };
  for (const state of SETTLED_STATES)
    expired[state] = await forgetHours(messages, state, now - before[state], outOfTime);
  const summary = {
    expired,
    throttleEntries: await forgetPastBuckets(now, throttle, outOfTime),
    usedSolutions: await forgetExpiredSolutions(now, outOfTime),
    webhookEvents: await forgetExpiredEvents(now, outOfTime),
    alerts: await blobsAlertStore().removeSettled(now - keep.failed),
    healthDays: await blobsHealthStore().forgetBefore(dayKey(now - HEALTH_DAYS * DAY_MS)),
  };
  return { ...summary, finished: !outOfTime() };
}
