/**
 * Delivery through Resend. The SDK never throws on API errors: it returns `{ data, error }`, and
 * a network failure or our timeout shows up as an error with no status. Each becomes a 502 with
 * a text that says what went wrong, never a success.
 */
import { Resend } from 'resend';
import type { OutgoingMail } from './deliver.ts';
import { MailError } from './respond.ts';

type ProviderError = { statusCode: number | null; name: string };

function providerFailure(error: ProviderError, timedOut: boolean): MailError {
  const reason = `resend ${error.statusCode ?? 'no status'} ${error.name}`;
  if (timedOut) return new MailError(502, 'The mail provider did not answer in time; please try again later', `${reason} (timeout)`);
  if (error.statusCode === null) return new MailError(502, 'The mail provider could not be reached; please try again later', reason);
  if (error.statusCode === 429) return new MailError(502, 'The mail provider is busy; please try again later', reason);
  if (error.statusCode >= 500) return new MailError(502, 'The mail provider failed; please try again later', reason);
  return new MailError(502, 'The mail provider refused the message', reason);
}

/** Sends one mail; resolves with Resend's message id. */
export async function sendWithResend(mail: OutgoingMail, apiKey: string, timeoutMs: number): Promise<string> {
  // Built per call: cheap, and it picks up RESEND_BASE_URL as it is now.
  const resend = new Resend(apiKey);
  const signal = AbortSignal.timeout(timeoutMs);
  const { data, error } = await resend.emails
    .send(
      { from: mail.from, to: [mail.to], replyTo: mail.replyTo, subject: mail.subject, html: mail.html, text: mail.text },
      { idempotencyKey: mail.idempotencyKey, signal },
    )
    .catch(() => ({ data: null, error: { statusCode: null, name: 'application_error' } as ProviderError }));
  if (error) throw providerFailure(error, signal.aborted);
  if (!data?.id) throw new MailError(502, 'The mail provider gave an unexpected answer', 'resend answer without id');
  return data.id;
}
