/** One JSON log line per request: what happened and why, never a body, an address, a key or an IP. */
import type { KeptOutcome } from './keep-then-deliver.ts';

export type MailOutcome = {
  outcome: KeptOutcome['outcome'] | 'honeypot' | 'refused' | 'preflight' | 'error';
  status: number;
  path: string;
  reason?: string;
  challenge?: string;
  requestId?: string;
  ms: number;
};

export function logOutcome(entry: MailOutcome): void {
  const line = JSON.stringify({ event: 'mail', ...entry });
  if (entry.status >= 500) console.error(line);
  else console.info(line);
}
