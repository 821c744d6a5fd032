/**
 * What the core (the request pipeline, keep-then-deliver, the retry pass) tells whoever watches
 * it: alerts, health counts. The core never imports its observers (../observers/); it emits
 * through this one port, which each function of netlify/functions/ wires to them. Unwired, as in
 * a bench, events go nowhere. An observer never breaks the mail it watches: its failure is logged.
 */
import type { Budget } from './daily-budget.ts';
import type { SetupProblem } from './setup.ts';

export type MailEvent =
  /** A broken setup met: by a request (`refusal`, counted for the owner's health view) or by a pass. */
  | { type: 'setup'; problem: SetupProblem; refusal: boolean }
  /** The site's own pages sent a public key unlike MAIL_PUBLIC_KEY, from this client. */
  | { type: 'key-refused'; ip: string | undefined; expected: string }
  /** A unit of the provider's daily quota taken, or refused, out of `limit`. */
  | { type: 'budget'; budget: Budget; limit: number }
  /** Messages failed for good: one by a request, or those a retry pass gave up on. */
  | { type: 'failed'; count: number }
  /** A retry pass ended, done or failed. */
  | { type: 'pass'; ok: boolean };

export type MailObserver = (event: MailEvent, now: number) => Promise<void>;

let observer: MailObserver = async () => {};

/** Wires the observers: netlify/functions/ does, once per function. */
export function observeMail(next: MailObserver): void {
  observer = next;
}

export async function emit(event: MailEvent, now = Date.now()): Promise<void> {
  await observer(event, now).catch((error: unknown) =>
    console.error(JSON.stringify({ event: 'mail-observer', type: event.type, error: String(error) })),
  );
}
