/**
 * Step 9: keep, then deliver. A message that passed every check is kept before anything is sent,
 * so no failure can lose it:
 * - delivered now: 200;
 * - the provider failed in a way that passes (busy, down, slow, unreachable): 200, and the
 *   scheduled retry pass (netlify/functions/mail-retry.ts) delivers it later;
 * - the provider refused it (key, domain, message): kept as failed for the owner, 502;
 * - the store is unavailable: delivered directly, or 503 if that fails too.
 * A double submit (same template, sender, text and files within a day) is kept and sent once.
 */
import { createHash } from 'node:crypto';
import { attempt, leaseMs, recordAttempt } from './attempts.ts';
import type { MailConfig } from './config.ts';
import type { Delivery } from './deliver.ts';
import { StoreUnavailable, type MessageStore, type StoredMessage, type Versioned } from './message-store.ts';
import { MailError } from './respond.ts';
import type { Attachment, RenderedMail } from './types.ts';

const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type Submission = {
  templateId: string;
  mail: RenderedMail & { replyTo: string };
  /** What the owner's inbox shows as the subject. */
  subject: string;
  attachments: Attachment[];
};

export type KeptOutcome = {
  outcome: 'sent' | 'outbox' | 'queued' | 'duplicate' | 'sent-unkept';
  reason: string;
};

const refused = (reason: string, kept = true) =>
  new MailError(502, kept ? 'The mail provider refused the message; it is kept for the site owner to send again' : 'The mail provider refused the message', reason);

function fingerprint({ templateId, mail, attachments }: Submission): string {
  const files = attachments.map((file) => [file.filename, createHash('sha256').update(file.content).digest('hex')]);
  const json = JSON.stringify([templateId, mail.replyTo, mail.subject, mail.text, files]);
  return createHash('sha256').update(json).digest('hex');
}

/**
 * A message's id comes from its content, so a double submit finds its twin by creating it. The
 * same content again after a day is a new message, with the time in its id.
 */
const messageId = (submission: Submission) => fingerprint(submission).slice(0, 20);
const laterId = (id: string, now: number) => `${id}-${new Date(now).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;

function newMessage(submission: Submission, id: string, now: number, config: MailConfig): StoredMessage {
  const at = new Date(now).toISOString();
  return {
    id,
    state: 'pending',
    receivedAt: at,
    queuedAt: at,
    updatedAt: at,
    templateId: submission.templateId,
    email: submission.mail.replyTo,
    subject: submission.subject,
    mail: submission.mail,
    attachments: submission.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.byteLength })),
    idempotencyKey: `message/${id}`,
    // Kept with its first attempt claimed: no retry pass touches it while this request sends.
    attempts: 1,
    leaseUntil: new Date(now + leaseMs(config)).toISOString(),
    lastError: null,
    nextAttemptAt: null,
    sentAt: null,
    providerId: null,
  };
}

function answerTwin(twin: StoredMessage): KeptOutcome {
  if (twin.state === 'failed') throw refused(`duplicate of failed ${twin.id}`);
  return { outcome: 'duplicate', reason: `duplicate of ${twin.id}` };
}

/** Keeps the message, or finds the twin that a double submit of it left within the last day. */
async function keep(store: MessageStore, submission: Submission, now: number, config: MailConfig) {
  const message = newMessage(submission, messageId(submission), now, config);
  const first = await store.create(message, submission.attachments);
  if ('kept' in first || Date.parse(first.existing.message.receivedAt) >= now - DUPLICATE_WINDOW_MS) return { message, ...first };
  const later = newMessage(submission, laterId(message.id, now), now, config);
  return { message: later, ...(await store.create(later, submission.attachments)) };
}

export async function keepThenDeliver(
  store: MessageStore,
  delivery: Delivery,
  config: MailConfig,
  submission: Submission,
  now = Date.now(),
): Promise<KeptOutcome> {
  let kept: Versioned;
  try {
    const outcome = await keep(store, submission, now, config);
    if ('existing' in outcome) return answerTwin(outcome.existing.message);
    kept = outcome.kept;
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    return deliverUnkept(delivery, newMessage(submission, messageId(submission), now, config), submission.attachments, error);
  }

  const result = await attempt(delivery, kept.message, submission.attachments);
  try {
    await recordAttempt(store, kept, result, Date.now(), config);
  } catch (error) {
    // The message stays kept with its lease: once the lease ends, a retry pass sees it again,
    // and the idempotency key stops a second mail if this attempt went through.
    console.error(JSON.stringify({ event: 'mail-store', message: kept.message.id, error: String(error) }));
  }
  if (result.ok) return { outcome: delivery.transport.name === 'outbox' ? 'outbox' : 'sent', reason: `${kept.message.id} ${result.id}` };
  if (!result.permanent) return { outcome: 'queued', reason: `${kept.message.id} ${result.reason}` };
  throw refused(`${kept.message.id} ${result.reason}`);
}

/** The store is down: the message can only be delivered now, or refused honestly. */
async function deliverUnkept(delivery: Delivery, message: StoredMessage, attachments: Attachment[], cause: Error): Promise<KeptOutcome> {
  const result = await attempt(delivery, message, attachments);
  if (result.ok) return { outcome: 'sent-unkept', reason: `${cause.message}; ${result.id}` };
  if (result.permanent) throw refused(`${cause.message}; ${result.reason}`, false);
  throw new MailError(503, 'The message could not be kept or sent; please try again later', `${cause.message}; ${result.reason}`);
}
