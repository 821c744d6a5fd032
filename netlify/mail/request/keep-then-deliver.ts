/**
 * The last step: keep, then deliver, so no failure loses a message. Sent: 200; a passing provider
 * failure or the throttle's or quota's "not now": kept, 200, for the retry pass; refused for good:
 * kept as failed, 502; store down: sent directly, or 503. A message to hold is kept as held, 200,
 * never mailed unless released. A broken setup keeps it (bounded, ./setup-backlog.ts) and answers 503.
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
import { newStoredMessage } from './message.ts';
import { MailError } from './respond.ts';
import { joinBacklog } from './setup-backlog.ts';
import { KEPT_UNTIL_CONFIGURED } from './setup.ts';
import type { Attachment, RenderedMail } from './types.ts';

const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type Submission = {
  templateId: string;
  mail: RenderedMail & { replyTo: string };
  /** What the inbox and the digest show. */
  name: string;
  subject: string;
  preview: string;
  attachments: Attachment[];
  hold: HeldReason | null;
  /** Hashed, with its wider networks (./client-ip.ts). */
  clients: string[];
  /** The throttle's "not now": kept for a retry pass from `until` on. */
  defer?: Deferral;
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

/** Its content and day: a double submit finds its twin by creating it (just before midnight: the day before). */
const dayOf = (now: number) => Math.floor(now / DUPLICATE_WINDOW_MS);
const messageId = (submission: Submission, day: number) => `${fingerprint(submission).slice(0, 20)}-${day}`;

function newMessage(
  submission: Submission,
  id: string,
  now: number,
  config: MailConfig,
  defer: Deferral | undefined,
): StoredMessage {
  const held = submission.hold !== null;
  return newStoredMessage(id, now, {
    state: held ? 'held' : 'pending',
    templateId: submission.templateId,
    name: submission.name,
    email: submission.mail.replyTo,
    subject: submission.subject,
    preview: submission.preview,
    mail: submission.mail,
    attachments: submission.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      size: content.byteLength,
    })),
    // Kept with its first attempt claimed: no retry pass touches it while this request sends.
    // A held or deferred one is left to the owner or to the retry passes.
    attempts: held || defer ? 0 : 1,
    leaseUntil: held || defer ? null : new Date(now + leaseMs(config)).toISOString(),
    nextAttemptAt: defer && !held ? new Date(defer.until).toISOString() : null,
    held: submission.hold && { reason: submission.hold, kept: 'text' },
    client: submission.clients[0] ?? '',
    ...(submission.via && { via: submission.via }),
  });
}

const keptUntilConfigured = (reason: string) => new MailError(503, KEPT_UNTIL_CONFIGURED, reason);

function answerTwin(twin: StoredMessage, delivery: Delivery | null): KeptOutcome {
  if (twin.state === 'failed') throw refused(`duplicate of failed ${twin.id}`);
  if (!delivery && twin.state === 'pending')
    throw keptUntilConfigured(`duplicate of ${twin.id}, kept until the setup is complete`);
  return { outcome: 'duplicate', reason: `duplicate of ${twin.id}` };
}

/** Keeps the message (held: without files; a broken setup's: within its backlog), or finds its twin of the last day. */
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
  // A refused key or sender: one alert a day. A refused message takes one of the day's few alerts.
  await emit(result.setup ? { type: 'setup', problem: result.setup, refusal: true } : { type: 'failed', count: 1 });
  throw refused(`${kept.message.id} ${result.reason}`);
}

/** A unit of the visitors' share of the quota; none left, the message waits for the retry passes. */
async function quotaDeferral(delivery: Delivery, now: number): Promise<Deferral | undefined> {
  const budget = await delivery.takeBudget(now, 'visitor');
  return budget.ok ? undefined : { until: budget.reopensAt, reason: 'visitors’ share of the daily limit reached' };
}

/** The store is down: deliver now, whatever the throttle said, or refuse honestly. */
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
