/** A kept message: the shape the store (./message-store.ts) and its indexes (./message-index.ts) share. */
import type { RenderedMail } from './types.ts';

/** `held`: mailed only if the owner releases it. */
export const MESSAGE_STATES = ['pending', 'held', 'sent', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export type HeldReason = 'no-proof' | 'form-without-js' | 'daily-cap' | 'waited';
/** `all` (waited for the quota), `text` (files' names, types and sizes only), `metadata` (past MAIL_HELD_MAX). */
export type HeldNote = { reason: HeldReason; kept: 'all' | 'text' | 'metadata' };
export type StoredAttachment = { filename: string; contentType: string; size: number };

/** What Resend's webhooks said of a sent mail (../observers/delivery-status.ts). */
export const DELIVERY_STATES = ['delivered', 'delayed', 'bounced', 'complained', 'failed', 'suppressed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export type DeliveryStatus = {
  state: DeliveryState;
  at: string;
  /** A bounce's or a suppression's type (`Permanent/General`). */
  type: string | null;
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
  /** Absent from messages kept before it was. */
  name?: string;
  email: string;
  subject: string;
  preview: string;
  /** The digest that listed this held message (erasing the sender erases it too). */
  digestId: string | null;
  mail: RenderedMail & { replyTo: string };
  attachments: StoredAttachment[];
  idempotencyKey: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  /** While an attempt runs: nobody else tries before then. */
  leaseUntil: string | null;
  sentAt: string | null;
  providerId: string | null;
  /** Null until Resend reports; absent from messages kept before delivery status existed. */
  delivery?: DeliveryStatus | null;
  held?: HeldNote | null;
  /** The client's hash (./client-ip.ts), for the digest; '' for the owner's own. */
  client?: string;
  /** A broken setup's backlog past its first few (./setup-backlog.ts). */
  filesDropped?: boolean;
  /** The application link's code (`npm run links`). */
  via?: string;
};

type Content = Pick<StoredMessage, 'templateId' | 'email' | 'subject' | 'preview' | 'mail' | 'attachments' | 'client'>;

/** A message as first kept: pending, never tried, unless `content` says otherwise. */
export function newStoredMessage(id: string, now: number, content: Content & Partial<StoredMessage>): StoredMessage {
  const at = new Date(now).toISOString();
  return {
    id,
    state: 'pending',
    receivedAt: at,
    queuedAt: at,
    updatedAt: at,
    digestId: null,
    idempotencyKey: `message/${id}`,
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    leaseUntil: null,
    sentAt: null,
    providerId: null,
    ...content,
  };
}
