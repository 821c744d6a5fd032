/**
 * The core's one port to whoever watches it (alerts, health counts), wired by each function of
 * netlify/functions/ (decision 018). Unwired, events go nowhere; an observer's failure is only logged.
 */
import type { Budget } from './daily-budget.ts';
import type { SetupProblem } from './setup.ts';

export type MailEvent =
  /** `refusal`: met by a request, counted for the health view. */
  | { type: 'setup'; problem: SetupProblem; refusal: boolean }
  | { type: 'key-refused'; ip: string | undefined; expected: string }
  | { type: 'budget'; budget: Budget; limit: number }
  | { type: 'failed'; count: number }
  | { type: 'pass'; ok: boolean };

export type MailObserver = (event: MailEvent, now: number) => Promise<void>;

let observer: MailObserver = async () => {};

export function observeMail(next: MailObserver): void {
  observer = next;
}

export async function emit(event: MailEvent, now = Date.now()): Promise<void> {
  await observer(event, now).catch((error: unknown) =>
    console.error(JSON.stringify({ event: 'mail-observer', type: event.type, error: String(error) })),
  );
}
