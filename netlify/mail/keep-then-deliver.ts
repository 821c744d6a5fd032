/**
 * Step 9: keep, then deliver. A message that passed every check is kept before anything is sent,
 * so no failure can lose it:
 * - delivered now: 200;
 * - the provider failed in a way that passes (busy, down, slow, unreachable): 200, and the
 *   scheduled retry pass (netlify/functions/mail-retry.ts) delivers it later;
 * - the provider refused it (key, domain, message): kept as failed for the owner, 502;
 * - the store is unavailable: delivered directly, or 503 if that fails too.
 * A double submit (same template, sender and text within a day) is kept and sent once.
 */
import { createHash } from 'node:crypto';
import { attempt, leaseMs, recordAttempt } from './attempts.ts';
import type { MailConfig } from './config.ts';
import type { Delivery } from './deliver.ts';
import { newMessageId, StoreUnavailable, type MessageStore, type StoredMessage, type Versioned } from './message-store.ts';
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

function newMessage(submission: Submission, now: number, config: MailConfig): StoredMessage {
  const id = newMessageId(now);
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

async function answerTwin(store: MessageStore, twinId: string): Promise<KeptOutcome> {
  // The twin was kept: whatever the store says now, this request must not send it again.
  const twin = await store.get(twinId).catch(() => null);
  if (twin?.message.state === 'failed') throw refused(`duplicate of failed ${twinId}`);
  return { outcome: 'duplicate', reason: `duplicate of ${twinId}` };
}

export async function keepThenDeliver(
  store: MessageStore,
  delivery: Delivery,
  config: MailConfig,
  submission: Submission,
  now = Date.now(),
): Promise<KeptOutcome> {
  const message = newMessage(submission, now, config);
  let kept: Versioned;
  try {
    const twinId = await store.claimFingerprint(fingerprint(submission), message.id, now, now - DUPLICATE_WINDOW_MS);
    if (twinId) return await answerTwin(store, twinId);
    kept = await store.create(message, submission.attachments);
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    return deliverUnkept(delivery, message, submission.attachments, error);
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
