/**
 * The owner's warnings about the daily quota: at 80 %, before visitors wait, and once a share is spent for the day.
 */
import { DAY_MS } from '../request/config.ts';
import { dayKey, type Budget } from '../request/daily-budget.ts';
import { raiseAlert } from './alerts/raise.ts';

const BUDGET_WARNING_SHARE = 0.8;

export async function alertBudget(budget: Budget, limit: number, now: number): Promise<void> {
  if (!budget.ok) {
    // Within the day, a share opens again hourly: only a share spent for the day is news.
    if (budget.reopensAt >= now - (now % DAY_MS) + DAY_MS)
      await raiseAlert({ cause: 'budget-spent', count: limit, day: dayKey(now) }, now);
  } else if (limit > 0 && budget.used >= Math.ceil(limit * BUDGET_WARNING_SHARE)) {
    await raiseAlert({ cause: 'budget-low', count: budget.used, detail: String(limit), day: dayKey(now) }, now);
  }
}
