/**
 * Resend's webhook events, as Resend builds and signs them: for the mail function's tests and for
 * the local Resend stand-in (src/e2e/fake-resend.ts), which posts them to `npm run dev` and
 * `npm run preview`.
 */
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The mail an event is about, as Resend knows it. */
export type SentMail = { id: string; from: string; to: string[]; subject: string; tags: Record<string, string> };

export type EventType =
  | 'email.sent'
  | 'email.delivered'
  | 'email.delivery_delayed'
  | 'email.bounced'
  | 'email.complained'
  | 'email.failed'
  | 'email.suppressed';

/** What a bounce, a failure or a suppression adds. */
const DETAILS: Partial<Record<EventType, Record<string, unknown>>> = {
  'email.bounced': {
    bounce: { type: 'Permanent', subType: 'General', message: "The recipient's email address does not exist." },
  },
  'email.failed': { failed: { reason: 'reached_daily_quota' } },
  'email.suppressed': {
    suppressed: { type: 'OnAccountSuppressionList', message: 'The address is on the suppression list.' },
  },
};

export function resendEvent(type: EventType, mail: SentMail, at = new Date()): string {
  const created = at.toISOString();
  const { id, from, to, subject, tags } = mail;
  return JSON.stringify({
    type,
    created_at: created,
    data: {
      created_at: created,
      email_id: id,
      from,
      to,
      subject,
      message_id: `<${id}@resend.dev>`,
      tags,
      ...DETAILS[type],
    },
  });
}

export type SignedEvent = { headers: Record<string, string>; body: string };

/** Signs a body as Resend does, at `at` (a past one makes a stale signature) with `secret`. */
export function signResendEvent(
  body: string,
  secret: string,
  { id = `msg_${randomUUID()}`, at = new Date() } = {},
): SignedEvent {
  const signature = new Webhook(secret).sign(id, at, body);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
      'svix-signature': signature,
    },
  };
}
