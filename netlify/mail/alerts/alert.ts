/**
 * An alert to the owner: a short notice, through a channel that does not depend on Resend
 * (./channel.ts), that something needs them. It names a cause, a message id or a count, and
 * nothing else: never a visitor's text, address or file, never a secret. Its id follows from its
 * cause (`bounced-<message id>`, `budget-spent-<day>`), so the same cause is alerted once however
 * often it is raised.
 */

export type AlertCause =
  /** A message failed for good when it was sent: Resend refused it. */
  | 'message-failed'
  /** A retry pass failed messages for good (refused by Resend, or retried until MAIL_RETRY_MAX_AGE_H): their count. */
  | 'messages-failed'
  /** Resend's delivery to MAIL_TO bounced, was reported as spam, failed or was suppressed. */
  | 'bounced'
  | 'complained'
  | 'provider-failed'
  | 'suppressed'
  /** Held messages wait for the owner's review (raised with the day's digest). */
  | 'held'
  /** The day's MAIL_DAILY_LIMIT is spent. */
  | 'budget-spent'
  /** The retry pass failed several times in a row. */
  | 'retry-failing';

export type AlertState = 'pending' | 'sent' | 'failed';

export type Alert = {
  id: string;
  cause: AlertCause;
  /** The message concerned, for the causes about one message. */
  messageId: string | null;
  /** How many: failed or held messages, the daily limit, failed passes. */
  count: number | null;
  raisedAt: string;
  state: AlertState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  /** While an attempt runs, until when it holds the alert. */
  leaseUntil: string | null;
  sentAt: string | null;
};

/** What goes out: the same for every channel, and all of it. */
export type AlertNotice = Pick<Alert, 'id' | 'cause' | 'messageId' | 'count' | 'raisedAt'>;

export type RaisedAlert = { cause: AlertCause; messageId?: string; count?: number; day?: string };

/** `2025-06-01` as `20250601`. */
export const dayKey = (now: number) => new Date(now).toISOString().slice(0, 10).replace(/-/g, '');

/** One id per cause: per message for the causes about one message, per day (or run) for the others. */
export const alertId = ({ cause, messageId, day }: RaisedAlert) => `${cause}-${messageId ?? day}`;

export function newAlert(raised: RaisedAlert, now: number): Alert {
  const at = new Date(now).toISOString();
  return {
    id: alertId(raised),
    cause: raised.cause,
    messageId: raised.messageId ?? null,
    count: raised.count ?? null,
    raisedAt: at,
    state: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: at,
    leaseUntil: null,
    sentAt: null,
  };
}

export const notice = ({ id, cause, messageId, count, raisedAt }: Alert): AlertNotice => ({ id, cause, messageId, count, raisedAt });

const plural = (n: number | null, noun: string) => `${n ?? '?'} ${noun}${n === 1 ? '' : 's'}`;

/** The one line a person reads in a chat or on a phone. */
export function alertText({ cause, messageId, count }: AlertNotice): string {
  const show = `npm run inbox -- show ${messageId}`;
  switch (cause) {
    case 'message-failed':
      return `Message ${messageId} failed for good: it was not delivered (${show}).`;
    case 'messages-failed':
      return `${plural(count, 'message')} failed for good in a retry pass: not delivered (npm run inbox -- list --state failed).`;
    case 'bounced':
      return `Message ${messageId} bounced at MAIL_TO: is that mailbox full, moved or misspelt? (${show})`;
    case 'complained':
      return `Message ${messageId} was reported as spam at MAIL_TO (${show}).`;
    case 'provider-failed':
      return `Resend could not deliver message ${messageId} (${show}).`;
    case 'suppressed':
      return `Resend suppressed message ${messageId}: MAIL_TO is on its suppression list (${show}).`;
    case 'held':
      return `${plural(count, 'held message')} wait for your review (npm run inbox -- list --state held).`;
    case 'budget-spent':
      return `The daily sending limit (${plural(count, 'mail')}) is spent: messages wait for the next UTC day.`;
    case 'retry-failing':
      return `The retry pass failed ${plural(count, 'time')} in a row: see the mail-retry function's log.`;
  }
}

/** Causes that mean a message did not reach the owner: urgent on channels that rank notices. */
export const isUrgent = (cause: AlertCause) => cause !== 'held' && cause !== 'budget-spent';
