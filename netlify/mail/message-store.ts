/**
 * Where messages are kept before any delivery attempt: Netlify Blobs, strong consistency. Each
 * message is one JSON entry, rewritten only by compare-and-set on its ETag, so two writers can
 * never both claim an attempt. Its attachments are entries of their own, written once.
 *
 * Every call has a deadline: the Blobs client retries a failing store for about half a minute,
 * and a visitor cannot wait that long. Past the deadline the store counts as unavailable.
 */
import { getStore, type Store } from '@netlify/blobs';
import type { Attachment, RenderedMail } from './types.ts';

export const MESSAGE_STORE = 'mail-messages';
const STORE_DEADLINE_MS = 4000;

export type MessageState = 'pending' | 'sent' | 'failed';
export type StoredAttachment = { filename: string; contentType: string; size: number };

export type StoredMessage = {
  id: string;
  state: MessageState;
  receivedAt: string;
  /** When retries started: the receipt, or the owner's last requeue. */
  queuedAt: string;
  updatedAt: string;
  templateId: string;
  /** The visitor's address (the mail's Reply-To) and subject, for the owner's inbox. */
  email: string;
  subject: string;
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
};

export type Versioned = { message: StoredMessage; etag: string };

export class StoreUnavailable extends Error {
  constructor(operation: string, cause: unknown) {
    super(`message store ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StoreUnavailable';
  }
}

export interface MessageStore {
  /**
   * Keeps a new message and its attachments, unless a message with its id is kept already: then
   * answers that one (`existing`) and writes nothing.
   */
  create(message: StoredMessage, attachments: Attachment[]): Promise<{ kept: Versioned } | { existing: Versioned }>;
  get(id: string): Promise<Versioned | null>;
  /** Writes `message` if the kept one still has `etag`: its new ETag, or null if someone wrote first. */
  replace(message: StoredMessage, etag: string): Promise<string | null>;
  list(): Promise<Versioned[]>;
  attachments(message: StoredMessage): Promise<Attachment[]>;
  remove(id: string): Promise<void>;
}

const messageKey = (id: string) => `messages/${id}`;
const attachmentKey = (id: string, index: number) => `attachments/${id}/${index}`;

async function withDeadline<T>(operation: string, task: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${STORE_DEADLINE_MS} ms`)), STORE_DEADLINE_MS);
  });
  try {
    return await Promise.race([task, deadline]);
  } catch (error) {
    throw new StoreUnavailable(operation, error);
  } finally {
    clearTimeout(timer);
  }
}

export function blobsMessageStore(store: Store = getStore({ name: MESSAGE_STORE, consistency: 'strong' })): MessageStore {
  async function get(id: string): Promise<Versioned | null> {
    const entry = await withDeadline('read', store.getWithMetadata(messageKey(id), { type: 'json' }));
    if (!entry?.etag) return null;
    return { message: entry.data as StoredMessage, etag: entry.etag };
  }

  async function listKeys(prefix: string): Promise<string[]> {
    const { blobs } = await withDeadline('list', store.list({ prefix }));
    return blobs.map((blob) => blob.key);
  }

  return {
    async create(message, attachments) {
      // Attachments first, so a kept message always has them. A twin's are the same bytes.
      await withDeadline(
        'write attachments',
        Promise.all(attachments.map((file, index) => store.set(attachmentKey(message.id, index), file.content.slice().buffer))),
      );
      const created = await withDeadline('create', store.setJSON(messageKey(message.id), message, { onlyIfNew: true }));
      if (created.modified && created.etag) return { kept: { message, etag: created.etag } };
      const existing = await get(message.id);
      if (existing) return { existing };
      throw new StoreUnavailable('create', `message ${message.id} neither created nor found`);
    },
    get,
    async replace(message, etag) {
      const result = await withDeadline('write', store.setJSON(messageKey(message.id), message, { onlyIfMatch: etag }));
      return result.modified ? (result.etag ?? null) : null;
    },
    async list() {
      const ids = (await listKeys('messages/')).map((key) => key.slice('messages/'.length));
      const entries = await Promise.all(ids.map(get));
      return entries.filter((entry): entry is Versioned => entry !== null);
    },
    async attachments(message) {
      return Promise.all(
        message.attachments.map(async (file, index) => {
          const bytes = await withDeadline('read attachment', store.get(attachmentKey(message.id, index), { type: 'arrayBuffer' }));
          if (!bytes) throw new StoreUnavailable('read attachment', `attachment ${index} of ${message.id} is missing`);
          return { filename: file.filename, contentType: file.contentType, content: new Uint8Array(bytes) };
        }),
      );
    },
    async remove(id) {
      const keys = await listKeys(`attachments/${id}/`);
      await withDeadline('delete', Promise.all([...keys, messageKey(id)].map((key) => store.delete(key))));
    },
  };
}
