/**
 * A broken setup as the core meets it: a missing setting, Resend refusing the key or sender, or the
 * pages' public key refused. The core keeps what it cannot send and emits the problem (./events.ts).
 */
import type { MailConfig } from './config.ts';

export type SetupCause = 'public-key' | 'setting-missing' | 'resend-key' | 'resend-sender';
export type SetupProblem = { cause: SetupCause; detail: string };

/** A 503, as EmailJS answers a service it cannot use, saying the message is safe. */
export const KEPT_UNTIL_CONFIGURED =
  'Mail sending is not configured on this server; the message is kept and will be sent once it is';

/** The dev outbox needs neither. */
export function missingDeliverySettings(config: MailConfig): string[] {
  if (config.devOutbox && !config.resendApiKey) return [];
  return [!config.resendApiKey && 'RESEND_API_KEY', !config.to && 'MAIL_TO'].filter(
    (name): name is string => name !== false,
  );
}

export function setupProblems(config: MailConfig): SetupProblem[] {
  const missing = missingDeliverySettings(config);
  if (config.challenge.mode !== 'off' && !config.challenge.secret) missing.push('MAIL_CHALLENGE_SECRET');
  return missing.map((name) => ({ cause: 'setting-missing', detail: name }));
}
