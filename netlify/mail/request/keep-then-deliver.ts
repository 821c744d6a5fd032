/**
 * The last step of the pipeline (./handler.ts): keep, then deliver. A message that passed every
 * check is kept before anything is sent, so no failure can lose it:
 * - delivered now: 200;
 * - the provider failed in a way that passes (busy, down, slow, unreachable): 200, and the
 *   scheduled retry pass (netlify/functions/mail-retry.ts) delivers it later;
 * - the provider refused it (key, domain, message): kept as failed for the owner, 502;
 * - the throttle or the visitors' share of the provider's quota says not now: kept, 200, and sent
 *   by a retry pass from the time given on;
 * - the store is unavailable: delivered directly, or 503 if that fails too.
 * A message to hold (without a valid challenge solution under MAIL_CHALLENGE=hold, or past its
 * client's or sender's mail of the day) is kept as held and answered 200: it is never mailed
 * unless the owner releases it (../owner/digest.ts tells them).
 * Without a setting delivery needs (no Delivery), a message is kept for the retry passes, which
 * send it once the setting is there, and answered 503 saying so; that backlog is bounded
 * (./setup-backlog.ts).
 * A double submit (same template, sender, text and files within a day) is kept and sent once.
 */
import { createHash } from 'node:crypto';
import { attempt, leaseMs, recordAttempt } from './attempts.ts';
import type { MailConfig } from './config.ts';
import type { Delivery } from './deliver.ts';
import { emit } from './events.ts';
import { keepHeld } from './held-count.ts';
import {
  StoreUnavailable,
  type HeldReason,
  type MessageStore,
  type StoredMessage,
  type Versioned,
} from './message-store.ts';
import { MailError } from './respond.ts';
import { joinBacklog } from './setup-backlog.ts';
import { KEPT_UNTIL_CONFIGURED } from './setup.ts';
import type { Attachment, RenderedMail } from './types.ts';

const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type Submission = {
  templateId: string;
  mail: RenderedMail & { replyTo: string };
  /** What the owner's inbox and digest show: the sender's name, the subject, and the first words of the text. */
  name: string;
  subject: string;
  preview: string;
  attachments: Attachment[];
  /** Why the message is to be held rather than mailed, or null. */
  hold: HeldReason | null;
  /** The sending client and its wider networks, hashed (./client-ip.ts clientIds). */
  clients: string[];
  /** Not to be sent now (the throttle's decision): kept for a retry pass from `until` on. */
  defer?: Deferral;
  /** The application link the visit came by, if any. */
  via?: string;
};

type Deferral = { until: number; reason: string };

export type KeptOutcome = {
  outcome: 'sent' | 'outbox' | 'queued' | 'held' | 'duplicate' | 'sent-unkept';
  reason: string;
};

const refused = (reason: string, kept = true) =>
  new MailError(
    502,
    kept
      ? 'The mail provider refused the message; it is kept for the site owner to send again'
      : 'The mail provider refused the message',
    reason,
  );

function fingerprint({ templateId, mail, attachments }: Submission): string {
  const files = attachments.map((file) => [file.filename, createHash('sha256').update(file.content).digest('hex')]);
  const json = JSON.stringify([templateId, mail.replyTo, mail.subject, mail.text, files]);
  return createHash('sha256').update(json).digest('hex');
}

/**
 * A message's id is its content and its day, so a double submit finds its twin by creating it,
 * and the same content on a later day is a new message. A twin from just before midnight is
 * found under the day before.
 */
const dayOf = (now: number) => Math.floor(now / DUPLICATE_WINDOW_MS);
const messageId = (submission: Submission, day: number) => `${fingerprint(submission).slice(0, 20)}-${day}`;

function newMessage(
  submission: Submission,
  id: string,
  now: number,
  config: MailConfig,
  defer: Deferral | undefined,
): StoredMessage {
  const at = new Date(now).toISOString();
  const held = submission.hold !== null;
  return {
    id,
    state: held ? 'held' : 'pending',
    receivedAt: at,
    queuedAt: at,
    updatedAt: at,
    templateId: submission.templateId,
    name: submission.name,
    email: submission.mail.replyTo,
    subject: submission.subject,
    preview: submission.preview,
    digestId: null,
    mail: submission.mail,
    attachments: submission.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      size: content.byteLength,
    })),
    idempotencyKey: `message/${id}`,
    // Kept with its first attempt claimed: no retry pass touches it while this request sends.
    // A held or deferred one is left to the owner or to the retry passes.
    attempts: held || defer ? 0 : 1,
    leaseUntil: held || defer ? null : new Date(now + leaseMs(config)).toISOString(),
    lastError: null,
    nextAttemptAt: defer && !held ? new Date(defer.until).toISOString() : null,
    sentAt: null,
    providerId: null,
    held: submission.hold && { reason: submission.hold, kept: 'text' },
    client: submission.clients[0] ?? '',
    ...(submission.via && { via: submission.via }),
  };
}

const keptUntilConfigured = (reason: string) => new MailError(503, KEPT_UNTIL_CONFIGURED, reason);

function answerTwin(twin: StoredMessage, delivery: Delivery | null): KeptOutcome {
  if (twin.state === 'failed') throw refused(`duplicate of failed ${twin.id}`);
  if (!delivery && twin.state === 'pending')
    throw keptUntilConfigured(`duplicate of ${twin.id}, kept until the setup is complete`);
  return { outcome: 'duplicate', reason: `duplicate of ${twin.id}` };
}

/** Keeps the message (a held one without its files, a broken setup's within its backlog), or finds the twin that a double submit of it left within the last day. */
async function keep(
  store: MessageStore,
  submission: Submission,
  now: number,
  config: MailConfig,
  delivery: Delivery | null,
  defer: Deferral | undefined,
) {
  const yesterdays = await store.get(messageId(submission, dayOf(now) - 1));
  if (yesterdays && Date.parse(yesterdays.message.receivedAt) >= now - DUPLICATE_WINDOW_MS)
    return { existing: yesterdays };
  const message = newMessage(submission, messageId(submission, dayOf(now)), now, config, defer);
  if (message.state === 'held')
    return store.create(await keepHeld(store, message, now, config, submission.clients), []);
  if (delivery) return store.create(message, submission.attachments);
  const backlog = await joinBacklog(store, message, submission.attachments, config);
  if (backlog === 'full')
    throw new MailError(503, 'Mail sending is not configured on this server', 'setup incomplete; its backlog is full');
  return backlog === 'files'
    ? store.create(message, submission.attachments)
    : store.create({ ...message, filesDropped: true }, []);
}

export async function keepThenDeliver(
  store: MessageStore,
  delivery: Delivery | null,
  config: MailConfig,
  submission: Submission,
  now = Date.now(),
): Promise<KeptOutcome> {
  // A held message is never sent, so it takes no unit of the provider's quota.
  const defer = submission.defer ?? (submission.hold || !delivery ? undefined : await quotaDeferral(delivery, now));
  let kept: Versioned;
  try {
    const outcome = await keep(
      store,
      submission,
      now,
      config,
      delivery,
      defer ?? (delivery ? undefined : { until: now, reason: 'setup incomplete' }),
    );
    if ('existing' in outcome) return answerTwin(outcome.existing.message, delivery);
    kept = outcome.kept;
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    if (!delivery)
      throw new MailError(503, 'Mail sending is not configured on this server', `setup incomplete; ${error.message}`);
    // A message to hold that cannot be kept is not mailed: the client is told to try again.
    if (submission.hold)
      throw new MailError(503, 'The message could not be kept; please try again later', error.message);
    return deliverUnkept(
      delivery,
      newMessage(submission, messageId(submission, dayOf(now)), now, config, undefined),
      submission.attachments,
      error,
    );
  }
  if (kept.message.state === 'held') return { outcome: 'held', reason: kept.message.id };
  if (!delivery) throw keptUntilConfigured(`${kept.message.id} kept until the setup is complete`);
  if (defer)
    return { outcome: 'queued', reason: `${kept.message.id} ${defer.reason} until ${kept.message.nextAttemptAt}` };

  const result = await attempt(delivery, kept.message, submission.attachments);
  try {
    await recordAttempt(store, kept, result, Date.now(), config);
  } catch (error) {
    // The message stays kept with its lease: once the lease ends, a retry pass sees it again,
    // and the idempotency key stops a second mail if this attempt went through.
    console.error(JSON.stringify({ event: 'mail-store', message: kept.message.id, error: String(error) }));
  }
  if (result.ok)
    return {
      outcome: delivery.transport.name === 'outbox' ? 'outbox' : 'sent',
      reason: `${kept.message.id} ${result.id}`,
    };
  if (!result.permanent) return { outcome: 'queued', reason: `${kept.message.id} ${result.reason}` };
  // A refused key or sender fails every message alike: one alert a day says so. A refused message
  // is a bot's to repeat: it takes one of the day's few alerts about failed messages.
  await emit(result.setup ? { type: 'setup', problem: result.setup, refusal: true } : { type: 'failed', count: 1 });
  throw refused(`${kept.message.id} ${result.reason}`);
}

/** A send now takes a unit of the visitors' share of the provider's daily quota; none left, the message waits for the retry passes. */
async function quotaDeferral(delivery: Delivery, now: number): Promise<Deferral | undefined> {
  const budget = await delivery.takeBudget(now, 'visitor');
  return budget.ok ? undefined : { until: budget.reopensAt, reason: 'visitors’ share of the daily limit reached' };
}

/** The store is down: the message can only be delivered now, whatever the throttle said, or refused honestly. */
async function deliverUnkept(
  delivery: Delivery,
  message: StoredMessage,
  attachments: Attachment[],
  cause: Error,
): Promise<KeptOutcome> {
  const result = await attempt(delivery, message, attachments);
  if (result.ok) return { outcome: 'sent-unkept', reason: `${cause.message}; ${result.id}` };
  if (result.setup) await emit({ type: 'setup', problem: result.setup, refusal: true });
  if (result.permanent) throw refused(`${cause.message}; ${result.reason}`, false);
  throw new MailError(
    503,
    'The message could not be kept or sent; please try again later',
    `${cause.message}; ${result.reason}`,
  );
}
