/** Messages failed for good, told a few times a day: a flood of failures is a few notices, not one per message. */
import { raiseAlert } from './raise.ts';
import { dayKey } from '../../request/daily-budget.ts';

/** Each counts the failures of one request or one pass. */
export const FAILED_ALERTS_PER_DAY = 5;

/** In the day's next free alert, if one is left. */
export async function raiseMessagesFailed(count: number, now: number): Promise<void> {
  for (let slot = 1; slot <= FAILED_ALERTS_PER_DAY; slot++) {
    if (await raiseAlert({ cause: 'messages-failed', count, day: `${dayKey(now)}-${slot}` }, now)) return;
  }
}
