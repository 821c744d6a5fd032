/**
 * Delivery through Resend, whose SDK returns `{ data, error }` rather than throwing. Busy, failing,
 * slow or unreachable is transient; any other refusal waits for the owner. Each mail is tagged with
 * its message's id, so the webhooks name it (../observers/delivery-status.ts).
 */
import type { ErrorResponse } from 'resend';
import type { OutgoingMail, ProviderSetupProblem, SendResult, Transport } from './types.ts';

export const MESSAGE_TAG = 'message';

type ProviderError = Pick<ErrorResponse, 'statusCode' | 'name'> & { message?: string };

const KEY_ERRORS = ['missing_api_key', 'invalid_api_key', 'restricted_api_key'];

/** Refusals every message would meet: the key (401), or the sender (403: a domain not verified, or the test sender). */
function setupProblem({ statusCode, name, message }: ProviderError): ProviderSetupProblem | undefined {
  const detail = `${statusCode} ${name}${message ? `: ${message.slice(0, 200)}` : ''}`;
  if (statusCode === 401 || KEY_ERRORS.includes(name)) return { cause: 'resend-key', detail };
  if (statusCode === 403 || name === 'invalid_from_address') return { cause: 'resend-sender', detail };
  return undefined;
}

function failure(error: ProviderError, timedOut: boolean): SendResult & { ok: false } {
  const reason = `resend ${error.statusCode ?? 'no status'} ${error.name}${timedOut ? ' (timeout)' : ''}`;
  const transient = (text: string) => ({ ok: false as const, permanent: false, reason, text });
  if (timedOut) return transient('The mail provider did not answer in time');
  if (error.statusCode === null) return transient('The mail provider could not be reached');
  if (error.statusCode === 429) return transient('The mail provider is busy');
  // An earlier attempt with this message's idempotency key is still running: Resend asks for a retry.
  if (error.name === 'concurrent_idempotent_requests')
    return transient('The mail provider is still sending this message');
  if (error.statusCode >= 500) return transient('The mail provider failed');
  return {
    ok: false,
    permanent: true,
    reason,
    text: 'The mail provider refused the message',
    setup: setupProblem(error),
  };
}

export function resendTransport(apiKey: string, timeoutMs: number): Transport {
  return {
    name: 'resend',
    async send(mail: OutgoingMail): Promise<SendResult> {
      // Loaded on the first send: a refused request never pays for it. Built per call for RESEND_BASE_URL.
      const { Resend } = await import('resend');
      const resend = new Resend(apiKey);
      const signal = AbortSignal.timeout(timeoutMs);
      const attachments = mail.attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content: Buffer.from(content),
      }));
      const { data, error } = await resend.emails
        .send(
          {
            from: mail.from,
            to: [mail.to],
            replyTo: mail.replyTo,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            tags: [{ name: MESSAGE_TAG, value: mail.messageId }],
            ...(attachments.length > 0 && { attachments }),
          },
          { idempotencyKey: mail.idempotencyKey, signal },
        )
        .catch(() => ({ data: null, error: { statusCode: null, name: 'application_error' } as ProviderError }));
      if (error) return failure(error, signal.aborted);
      if (!data?.id)
        return {
          ok: false,
          permanent: false,
          reason: 'resend answer without id',
          text: 'The mail provider gave an unexpected answer',
        };
      return { ok: true, id: data.id };
    },
  };
}
