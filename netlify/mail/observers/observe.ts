/** The core's observers (../request/events.ts): each event to the observer it concerns. */
import type { MailEvent } from '../request/events.ts';
import { raiseMessagesFailed } from './alerts/failed-messages.ts';
import { alertBudget } from './budget-alerts.ts';
import { notePassOutcome } from './retry-alerts.ts';
import { alertSetupProblem, noteOwnPagesKeyRefusal, noteSetupRefusal } from './setup-problems.ts';

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
