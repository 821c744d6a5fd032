/**
 * The clean-up (netlify/functions/mail-cleanup.ts): the stores stay as small as recent traffic.
 * It forgets the throttle's past days, used challenge solutions whose
 * challenge has expired, webhook events too old to verify again, alerts settled longer ago than
 * MAIL_KEEP_FAILED_DAYS (by then their messages are gone, and their causes with them), and messages whose retention is over: sent ones after MAIL_KEEP_DAYS,
 * held ones after MAIL_KEEP_HELD_DAYS and failed ones after MAIL_KEEP_FAILED_DAYS, counted from
 * their arrival. It lists only the hours past retention (./message-index.ts), so its cost follows
 * what expires, and it stops after its time budget: the next run goes on. Pending messages stay
 * until they are delivered or given up on.
 */
import pLimit from 'p-limit';
import { blobsAlertStore } from './alerts/alert-store.ts';
import { forgetExpiredSolutions } from './challenge/used-solutions.ts';
import { readMailConfig } from './config.ts';
import { hourEnd, isStale, SETTLED_STATES, type SettledState } from './message-index.ts';
import { blobsMessageStore, type MessageStore } from './message-store.ts';
import { forgetPastBuckets } from './throttle-store.ts';
import { forgetExpiredEvents } from './webhook/seen-events.ts';

/** A run starts no deletion after this, well inside a scheduled function's 30 seconds. */
const RUN_BUDGET_MS = 15_000;

export type CleanupSummary = {
  throttleEntries: number;
  usedSolutions: number;
  webhookEvents: number;
  alerts: number;
  expired: Record<SettledState, number>;
  finished: boolean;
};

/** Deletes one state's messages that arrived in hours past its retention; false if the budget ran out first. */
async function expire(messages: MessageStore, state: SettledState, cutoff: number, outOfTime: () => boolean, counts: CleanupSummary['expired']) {
  const hours = (await messages.hours(state)).filter((hour) => hourEnd(hour) <= cutoff).sort();
  const limit = pLimit(8);
  for (const hour of hours) {
    if (outOfTime()) return false;
    const entries = await messages.entriesOfHour(state, hour);
    await Promise.all(
      entries.map((entry) =>
        limit(async () => {
          if (outOfTime()) return;
          const kept = await messages.get(entry.id);
          if (kept?.message.state === state) {
            await messages.remove(kept.message);
            counts[state]++;
          } else if (isStale(entry, kept?.message ?? null, Date.now())) {
            await messages.dropEntry(entry.key);
          }
        }),
      ),
    );
  }
  return !outOfTime();
}

export async function runCleanup(now = Date.now(), messages: MessageStore = blobsMessageStore()): Promise<CleanupSummary> {
  const { keep } = readMailConfig();
  const started = Date.now();
  const outOfTime = () => Date.now() - started > RUN_BUDGET_MS;
  const expired = { held: 0, sent: 0, failed: 0 };
  let finished = true;
  for (const state of SETTLED_STATES) finished = (await expire(messages, state, now - keep[state], outOfTime, expired)) && finished;
  const { throttle } = readMailConfig();
  return {
    throttleEntries: await forgetPastBuckets(now, throttle),
    usedSolutions: await forgetExpiredSolutions(now),
    webhookEvents: await forgetExpiredEvents(now),
    alerts: await blobsAlertStore().removeSettled(now - keep.failed),
    expired,
    finished,
  };
}
