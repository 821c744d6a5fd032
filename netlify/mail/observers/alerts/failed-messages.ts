/**
 * Messages that failed for good, told a few times a day: a flood of failures (Resend refusing what
 * a bot wrote, one message after another, or a retry pass giving up on a backlog) is a few notices,
 * not one per message. The request path and the retry pass share the day's alerts.
 */
import { raiseAlert } from './raise.ts';
import { dayKey } from '../../request/daily-budget.ts';

/** Alerts a day about messages failed for good, each counting those of one request or one pass. */
export const FAILED_ALERTS_PER_DAY = 5;

/** Tells the owner that `count` messages failed for good, in the day's next free alert, if one is left. */
export async function raiseMessagesFailed(count: number, now: number): Promise<void> {
  for (let slot = 1; slot <= FAILED_ALERTS_PER_DAY; slot++) {
    if (await raiseAlert({ cause: 'messages-failed', count, day: `${dayKey(now)}-${slot}` }, now)) return;
  }
}
