/**
 * Step 9: hand the rendered mail to a transport. Resend when RESEND_API_KEY is set; the dev
 * outbox when running locally without it; otherwise a 503, never a pretended success.
 */
import { createHash } from 'node:crypto';
import { notConfigured, type MailConfig } from './config.ts';
import { keepInOutbox } from './dev-outbox.ts';
import type { RenderedMail } from './render.ts';
import { sendWithResend } from './resend-transport.ts';

export type OutgoingMail = RenderedMail & { from: string; to: string; replyTo: string; idempotencyKey: string };
export type Delivery = { transport: 'resend' | 'outbox'; id: string };

/** Placeholders for the outbox when the dev context leaves MAIL_FROM / MAIL_TO unset. */
const OUTBOX_FROM = 'Portfolio <portfolio@localhost>';
const OUTBOX_TO = 'owner@localhost';

/** Same message, same key: a retried request is sent once (Resend keeps keys for 24 hours). */
function idempotencyKey(templateId: string, mail: RenderedMail & { replyTo: string }): string {
  const hash = createHash('sha256').update(JSON.stringify([templateId, mail.replyTo, mail.subject, mail.text]));
  return `${templateId}/${hash.digest('hex')}`;
}

/** Fails before any other work when no transport can deliver. */
export function checkTransport(config: MailConfig): void {
  if (config.resendApiKey) {
    if (!config.from || !config.to) throw notConfigured('RESEND_API_KEY set but MAIL_FROM or MAIL_TO missing');
  } else if (!config.devOutbox) {
    throw notConfigured('no RESEND_API_KEY');
  }
}

export async function deliver(
  config: MailConfig,
  templateId: string,
  mail: RenderedMail & { replyTo: string },
): Promise<Delivery> {
  checkTransport(config);
  const key = idempotencyKey(templateId, mail);
  if (config.resendApiKey && config.from && config.to) {
    const outgoing = { ...mail, from: config.from, to: config.to, idempotencyKey: key };
    return { transport: 'resend', id: await sendWithResend(outgoing, config.resendApiKey, config.sendTimeoutMs) };
  }
  const outgoing = { ...mail, from: config.from ?? OUTBOX_FROM, to: config.to ?? OUTBOX_TO, idempotencyKey: key };
  return { transport: 'outbox', id: await keepInOutbox(outgoing) };
}
