/**
 * An alert to the owner, through a channel that does not depend on Resend: a cause, a message id, a
 * count or what to fix, never a visitor's text, address or file, never a secret. Its id follows from
 * its cause (`bounced-<message id>`, `budget-spent-<day>`), so a cause is alerted once.
 */
export type AlertCause =
  | 'messages-failed'
  | 'bounced'
  | 'complained'
  | 'provider-failed'
  | 'suppressed'
  | 'held'
  | 'budget-low'
  | 'budget-spent'
  | 'retry-failing'
  /** A broken setup (../setup-problems.ts). */
  | 'public-key'
  | 'setting-missing'
  | 'resend-key'
  | 'resend-sender'
  | 'self-test-failed'
  | 'self-test-unconfirmed';

export type AlertState = 'pending' | 'sent' | 'failed';

export type Alert = {
  id: string;
  cause: AlertCause;
  messageId: string | null;
  count: number | null;
  /** What the owner needs to act: a setting's name or value, the provider's words; never what a request sent. */
  detail: string | null;
  raisedAt: string;
  state: AlertState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  leaseUntil: string | null;
  sentAt: string | null;
};

/** The same for every channel, and all of it. */
export type AlertNotice = Pick<Alert, 'id' | 'cause' | 'messageId' | 'count' | 'detail' | 'raisedAt'>;

export type RaisedAlert = { cause: AlertCause; messageId?: string; count?: number; detail?: string; day?: string };

/** Per message for the causes about one, per day (or run) for the others. */
export const alertId = ({ cause, messageId, day }: RaisedAlert) => `${cause}-${messageId ?? day}`;

export function newAlert(raised: RaisedAlert, now: number): Alert {
  const at = new Date(now).toISOString();
  return {
    id: alertId(raised),
    cause: raised.cause,
    messageId: raised.messageId ?? null,
    count: raised.count ?? null,
    detail: raised.detail ?? null,
    raisedAt: at,
    state: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: at,
    leaseUntil: null,
    sentAt: null,
  };
}

/** Alerts kept before `detail` existed have none. */
export const notice = ({ id, cause, messageId, count, detail, raisedAt }: Alert): AlertNotice => ({
  id,
  cause,
  messageId,
  count,
  detail: detail ?? null,
  raisedAt,
});

const plural = (n: number | null, noun: string) => `${n ?? '?'} ${noun}${n === 1 ? '' : 's'}`;

const SETTINGS_SCREEN = 'in Netlify (Site configuration > Environment variables)';
const REDEPLOY = 'redeploy (Deploys > Trigger deploy)';

/** What happened, and what to do, in one line. */
export function alertText({ cause, messageId, count, detail }: AlertNotice): string {
  const show = `npm run inbox -- show ${messageId}`;
  switch (cause) {
    case 'messages-failed':
      return `${plural(count, 'message')} failed for good: not delivered (npm run inbox -- list --state failed).`;
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
    case 'budget-low':
      return `${count ?? '?'} of today's ${detail ?? '?'} mails (MAIL_DAILY_LIMIT) are used: past the limit, messages wait for the next UTC day.`;
    case 'budget-spent':
      return `The daily sending limit (${plural(count, 'mail')}) is spent: messages wait for the next UTC day.`;
    case 'retry-failing':
      return `The retry pass failed ${plural(count, 'time')} in a row: see the mail-retry function's log.`;
    case 'public-key':
      return `${plural(count, 'client')} within an hour, as the site's own pages, sent a public key unlike MAIL_PUBLIC_KEY (${detail}) and were refused: are the pages built with another? Set MAIL_PUBLIC_KEY ${SETTINGS_SCREEN} for builds and functions alike, then ${REDEPLOY}.`;
    case 'setting-missing':
      return detail === 'MAIL_CHALLENGE_SECRET'
        ? `No challenge secret (MAIL_CHALLENGE_SECRET, or RESEND_API_KEY to derive it): the anti-bot proof is not checked. Set one ${SETTINGS_SCREEN}, then ${REDEPLOY}.`
        : `${detail} is not set: the contact form cannot send, and keeps each message until it can. Set ${detail} ${SETTINGS_SCREEN}, then ${REDEPLOY}: the kept messages go out within minutes.`;
    case 'resend-key':
      return `Resend refuses RESEND_API_KEY (${detail}): messages fail. Create a key at resend.com/api-keys, set it ${SETTINGS_SCREEN}, ${REDEPLOY}, then: npm run inbox -- retry --failed`;
    case 'resend-sender':
      return `Resend refuses the sender, MAIL_FROM (${detail}): messages fail. Verify its domain at resend.com/domains, set MAIL_FROM ${SETTINGS_SCREEN}, ${REDEPLOY}, then: npm run inbox -- retry --failed`;
    case 'self-test-failed':
      return `The daily self-test of the contact form failed (${detail}): visitors' messages would fail too (npm run inbox -- health).`;
    case 'self-test-unconfirmed':
      return `Resend took the daily self-test of ${detail} but reported no delivery within a day: is the Resend webhook still set up? (npm run inbox -- health)`;
  }
}

/** Urgent on channels that rank notices: all but the causes that do not mean mail is failing. */
export const isUrgent = (cause: AlertCause) => cause !== 'held' && cause !== 'budget-spent' && cause !== 'budget-low';
