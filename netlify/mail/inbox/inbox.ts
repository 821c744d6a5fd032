/**
 * What the owner's inbox does with the kept messages, whichever store holds them: list them,
 * find one by its id or a unique prefix of it, and requeue them for the retry pass.
 */
import { requeue } from '../attempts.ts';
import type { MessageStore, StoredMessage, Versioned } from '../message-store.ts';

/** A failure the owner can act on: the command prints its message and exits 1. */
export class InboxError extends Error {
  override name = 'InboxError';
}

const newestFirst = (a: StoredMessage, b: StoredMessage) => b.receivedAt.localeCompare(a.receivedAt) || b.id.localeCompare(a.id);

export async function listMessages(store: MessageStore): Promise<StoredMessage[]> {
  return (await store.list()).map(({ message }) => message).sort(newestFirst);
}

/** Ids all have the same length, so a full id is a prefix of itself alone. */
export async function findMessage(store: MessageStore, idOrPrefix: string): Promise<Versioned> {
  if (!idOrPrefix) throw new InboxError('Give a message id (or the start of one).');
  const matches = (await store.list()).filter(({ message }) => message.id.startsWith(idOrPrefix));
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new InboxError(`No message with an id starting "${idOrPrefix}".`);
  const ids = matches.map(({ message }) => message.id).sort();
  const shown = ids.length > 5 ? [...ids.slice(0, 5), '…'] : ids;
  throw new InboxError(`"${idOrPrefix}" is ambiguous, it starts ${matches.length} ids: ${shown.join(', ')}. Give more of the id.`);
}

/** Why a message must not be requeued now, if it must not. */
function refusal(message: StoredMessage, now: number): string | null {
  if (message.state === 'sent') return `Message ${message.id} was already sent (${message.sentAt ?? 'time unknown'}): not requeued.`;
  // Clearing the lease of a running attempt would let a retry pass send it a second time.
  if (message.leaseUntil && Date.parse(message.leaseUntil) > now) {
    return `Message ${message.id} is being sent right now (attempt running until ${message.leaseUntil}): not requeued, look again after that.`;
  }
  return null;
}

async function requeueIfAllowed(store: MessageStore, kept: Versioned, now: number): Promise<boolean> {
  const refused = refusal(kept.message, now);
  if (refused) throw new InboxError(refused);
  return requeue(store, kept, now);
}

/**
 * Puts a failed or pending message back in the queue with a fresh retry period; answers the
 * message as it was before. The write is a compare-and-set: if another writer (a retry pass)
 * got there first, the message is read again and requeued once more, if that still makes sense.
 */
export async function requeueMessage(store: MessageStore, kept: Versioned, now: number): Promise<StoredMessage> {
  if (await requeueIfAllowed(store, kept, now)) return kept.message;
  const fresh = await store.get(kept.message.id);
  if (!fresh) throw new InboxError(`Message ${kept.message.id} was removed meanwhile: not requeued.`);
  if (await requeueIfAllowed(store, fresh, now)) return fresh.message;
  throw new InboxError(`Message ${kept.message.id} changed twice while being requeued (a retry pass is at it): not requeued, try again.`);
}

export type BulkRequeue = { requeued: StoredMessage[]; refused: string[] };

/** Requeues every failed message; one that cannot be requeued does not stop the others. */
export async function requeueFailed(store: MessageStore, now: number): Promise<BulkRequeue> {
  const failed = (await store.list()).filter(({ message }) => message.state === 'failed');
  failed.sort((a, b) => newestFirst(a.message, b.message));
  const result: BulkRequeue = { requeued: [], refused: [] };
  for (const kept of failed) {
    try {
      result.requeued.push(await requeueMessage(store, kept, now));
    } catch (error) {
      if (!(error instanceof InboxError)) throw error;
      result.refused.push(error.message);
    }
  }
  return result;
}
