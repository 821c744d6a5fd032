/**
 * A kept message, as the message store keeps it (./message-store.ts) and its indexes file it
 * (./message-index.ts): the shape both share, apart from either.
 */
import type { RenderedMail } from './types.ts';

/** `held`: kept for the owner (./keep-then-deliver.ts says why); mailed only if the owner releases it. */
export type MessageState = 'pending' | 'held' | 'sent' | 'failed';
/**
 * Why a message was held: an API call without a valid proof of work, the form posted without
 * JavaScript (which cannot solve one), past its client's or sender's mail of the day, or a day
 * spent waiting for the provider's quota.
 */
export type HeldReason = 'no-proof' | 'form-without-js' | 'daily-cap' | 'waited';
/**
 * What of a held message is kept: all of it (one that waited for the quota), its text without its
 * files (their names, types and sizes only), or past MAIL_HELD_MAX only who wrote, about what, and
 * the first words.
 */
export type HeldNote = { reason: HeldReason; kept: 'all' | 'text' | 'metadata' };
export type StoredAttachment = { filename: string; contentType: string; size: number };

/** What Resend's webhooks said became of a sent mail (../observers/delivery-status.ts). */
export const DELIVERY_STATES = ['delivered', 'delayed', 'bounced', 'complained', 'failed', 'suppressed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export type DeliveryStatus = {
  state: DeliveryState;
  /** When Resend saw it happen (the event's `created_at`). */
  at: string;
  /** A bounce's or a suppression's type (`Permanent`, `Permanent/General`), or null. */
  type: string | null;
  /** The provider's words on a bounce, a failure or a suppression, or null. */
  message: string | null;
};

export type StoredMessage = {
  id: string;
  state: MessageState;
  receivedAt: string;
  /** When retries started: the receipt, or the owner's last requeue. */
  queuedAt: string;
  updatedAt: string;
  templateId: string;
  /** The visitor's name, address (the mail's Reply-To) and subject, for the owner's inbox and digest; no name on messages kept before it was. */
  name?: string;
  email: string;
  subject: string;
  /** The first words of the visitor's text, for the digest of held messages. */
  preview: string;
  /** The digest that listed this held message, if one did (erasing the sender erases it too). */
  digestId: string | null;
  mail: RenderedMail & { replyTo: string };
  attachments: StoredAttachment[];
  idempotencyKey: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  /** While an attempt runs, until when it holds the message; nobody else tries before then. */
  leaseUntil: string | null;
  sentAt: string | null;
  providerId: string | null;
  /** Null until Resend reports on the mail; absent from messages kept before delivery status existed. */
  delivery?: DeliveryStatus | null;
  /** Why it was held, if it ever was; absent from messages kept before this was recorded. */
  held?: HeldNote | null;
  /** The hash of the client that sent it (./client-ip.ts), so the digest groups a client's messages; '' for the owner's own. */
  client?: string;
  /** Kept without its files' bytes (a broken setup's backlog past its first few, ./setup-backlog.ts). */
  filesDropped?: boolean;
  /** The application link the visit came by (`npm run links`), if any: its code only. */
  via?: string;
};
