/**
 * One log line per request, as JSON so Netlify's log search can filter on it. It never holds
 * a message body, an address, a key or a raw IP: only what happened and why.
 */
import type { KeptOutcome } from './keep-then-deliver.ts';

export type MailOutcome = {
  outcome: KeptOutcome['outcome'] | 'honeypot' | 'refused' | 'preflight' | 'error';
  status: number;
  path: string;
  reason?: string;
  /** The proof of work's outcome and why, once checked. */
  challenge?: string;
  requestId?: string;
  ms: number;
};

export function logOutcome(entry: MailOutcome): void {
  const line = JSON.stringify({ event: 'mail', ...entry });
  if (entry.status >= 500) console.error(line);
  else console.info(line);
}
