/**
 * The core's observers (../request/events.ts): each event to the observer it concerns. Messages
 * failed for good are told a few times a day, so a flood of failures is a few notices; the quota at
 * 80 %, before visitors wait, and once a share is spent for the day; the retry pass at its third
 * failure in a row.
 */
import { dayKey, type Budget } from '../request/daily-budget.ts';
import type { MailEvent } from '../request/events.ts';
import { compactTime } from '../request/message-index.ts';
import { sharedOrOwn } from '../request/store-call.ts';
import { blobsAlertStore } from './alerts/alert-store.ts';
import { channelOf, raiseAlert } from './alerts/raise.ts';
import { alertSetupProblem, noteOwnPagesKeyRefusal, noteSetupRefusal } from './setup-problems.ts';
import { DAY_MS } from '../request/throttle-store.ts';

/** Each counts the failures of one request or one pass. */
export const FAILED_ALERTS_PER_DAY = 5;
const BUDGET_WARNING_SHARE = 0.8;
const FAILED_PASSES_BEFORE_ALERT = 3;
const PASS_NOTE = 'retry-failures';

/** In the day's next free alert, if one is left. */
async function raiseMessagesFailed(count: number, now: number): Promise<void> {
  for (let slot = 1; slot <= FAILED_ALERTS_PER_DAY; slot++) {
    if (await raiseAlert({ cause: 'messages-failed', count, day: `${dayKey(now)}-${slot}` }, now)) return;
  }
}

async function alertBudget(budget: Budget, limit: number, now: number): Promise<void> {
  if (!budget.ok) {
    // Within the day, a share opens again hourly: only a share spent for the day is news.
    if (budget.reopensAt >= now - (now % DAY_MS) + DAY_MS)
      await raiseAlert({ cause: 'budget-spent', count: limit, day: dayKey(now) }, now);
  } else if (limit > 0 && budget.used >= Math.ceil(limit * BUDGET_WARNING_SHARE)) {
    await raiseAlert({ cause: 'budget-low', count: budget.used, detail: String(limit), day: dayKey(now) }, now);
  }
}

type PassNote = { failures: number; since: number };
/** For when the store cannot keep the shared count (a store down is a likely reason the pass fails). */
const localFailures: PassNote = { failures: 0, since: 0 };

async function notePassOutcome(ok: boolean, now: number): Promise<void> {
  if (!channelOf()) return;
  const store = blobsAlertStore();
  const next = ({ failures, since }: PassNote): PassNote =>
    ok ? { failures: 0, since: 0 } : { failures: failures + 1, since: failures ? since : now };
  const shared = async () => {
    const read = await store.readNote<PassNote>(PASS_NOTE);
    if (ok && !read?.value.failures) return null;
    const note = next(read?.value ?? { failures: 0, since: 0 });
    await store.writeNote(PASS_NOTE, note, read?.etag ?? null);
    return note;
  };
  const note = await sharedOrOwn('mail-alert', 'instance', shared, () =>
    Object.assign(localFailures, next(localFailures)),
  );
  if (note?.failures === FAILED_PASSES_BEFORE_ALERT)
    await raiseAlert({ cause: 'retry-failing', count: note.failures, day: compactTime(note.since) }, now, store);
}

/** A new instance's state: tests start each case with it. */
export function forgetPassFailures(): void {
  Object.assign(localFailures, { failures: 0, since: 0 });
}

export async function mailObservers(event: MailEvent, now: number): Promise<void> {
  switch (event.type) {
    case 'setup':
      return event.refusal ? noteSetupRefusal(event.problem, now) : alertSetupProblem(event.problem, now);
    case 'key-refused':
      return noteOwnPagesKeyRefusal(event.ip, event.expected, now);
    case 'budget':
      return alertBudget(event.budget, event.limit, now);
    case 'failed':
      return raiseMessagesFailed(event.count, now);
    case 'pass':
      return notePassOutcome(event.ok, now);
  }
}
