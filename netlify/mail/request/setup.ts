/**
 * A broken setup, as the core meets it: a setting the function needs is missing, or Resend refuses
 * the key or the sender (./resend-transport.ts), or the site's own pages send a public key unlike
 * MAIL_PUBLIC_KEY (./identifiers.ts). The core keeps what it cannot send and emits the
 * problem (./events.ts); the owner is told and the refusals counted by ../observers/setup-problems.ts.
 */
import type { MailConfig } from './config.ts';

export type SetupCause = 'public-key' | 'setting-missing' | 'resend-key' | 'resend-sender';
export type SetupProblem = { cause: SetupCause; detail: string };

/** What a message kept for a missing setting is answered: a 503, as EmailJS answers a service it cannot use, saying the message is safe. */
export const KEPT_UNTIL_CONFIGURED =
  'Mail sending is not configured on this server; the message is kept and will be sent once it is';

/**
 * The settings without which nothing can be sent: a deploy needs RESEND_API_KEY and MAIL_TO (the
 * sender has a default); the local dev outbox needs neither.
 */
export function missingDeliverySettings(config: MailConfig): string[] {
  if (config.devOutbox && !config.resendApiKey) return [];
  return [!config.resendApiKey && 'RESEND_API_KEY', !config.to && 'MAIL_TO'].filter(
    (name): name is string => name !== false,
  );
}

/** Every setting missing now: the delivery's, and the challenge secret when the proof of work is on. */
export function setupProblems(config: MailConfig): SetupProblem[] {
  const missing = missingDeliverySettings(config);
  if (config.challenge.mode !== 'off' && !config.challenge.secret) missing.push('MAIL_CHALLENGE_SECRET');
  return missing.map((name) => ({ cause: 'setting-missing', detail: name }));
}
