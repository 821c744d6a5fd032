/**
 * What the inbox does with the kept messages: list a page at a time, newest first (reading the index
 * keys of the hours shown and only the page's messages), or one sender's; find one by an id prefix;
 * requeue or release; erase a sender.
 */
import pLimit from 'p-limit';
import { requeue } from '../../request/attempts.ts';
import {
  hourOf,
  matches,
  newestFirst,
  SETTLED_STATES,
  type IndexEntry,
  type SettledState,
} from '../../request/message-index.ts';
import {
  type MessageState,
  type MessageStore,
  type StoredMessage,
  type Versioned,
} from '../../request/message-store.ts';

/** A failure the owner can act on: the command prints its message and exits 1. */
export class InboxError extends Error {
  override name = 'InboxError';
}

export const MESSAGE_STATES: readonly MessageState[] = ['pending', 'held', 'sent', 'failed'];

export const DEFAULT_PER_PAGE = 50;
/** So a long list does not flood the store. */
const STORE_CALLS_AT_ONCE = 8;
const EXPORT_CHUNK = 100;

export type PageRequest = { states?: readonly MessageState[]; email?: string; page?: number; perPage?: number };
export type Page = { messages: StoredMessage[]; hasMore: boolean };

const isSettled = (state: MessageState): state is SettledState => (SETTLED_STATES as readonly string[]).includes(state);

/** Null for one that is gone. */
async function readIds(store: MessageStore, ids: string[]): Promise<(Versioned | null)[]> {
  const limit = pLimit(STORE_CALLS_AT_ONCE);
  return Promise.all(ids.map((id) => limit(() => store.get(id))));
}

/** A sender's messages (any case), newest first. */
async function ofSender(store: MessageStore, email: string): Promise<StoredMessage[]> {
  const read = await readIds(store, await store.idsOfSender(email));
  return read
    .filter((kept): kept is Versioned => kept !== null)
    .map(({ message }) => message)
    .sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt) || b.id.localeCompare(a.id));
}

/** Entries their message no longer matches are left out. */
async function readEntries(store: MessageStore, entries: IndexEntry[]): Promise<Versioned[]> {
  const read = await readIds(
    store,
    entries.map((entry) => entry.id),
  );
  return read.filter((kept, index): kept is Versioned => kept !== null && matches(entries[index]!, kept.message));
}

/** Pending ones from the due index, the others hour by hour from the newest back, until there are enough. */
async function newestEntries(
  store: MessageStore,
  states: readonly MessageState[],
  count: number,
): Promise<IndexEntry[]> {
  const settled = states.filter(isSettled);
  const pending: IndexEntry[] = [];
  if (states.includes('pending')) for await (const page of store.pendingPages()) pending.push(...page);
  const hoursByState = new Map(
    await Promise.all(settled.map(async (state) => [state, new Set(await store.hours(state))] as const)),
  );
  const hours = new Set([
    ...pending.map((entry) => hourOf(entry.receivedAt)),
    ...[...hoursByState.values()].flatMap((set) => [...set]),
  ]);
  const found: IndexEntry[] = [];
  for (const hour of [...hours].sort().reverse()) {
    if (found.length >= count) break;
    found.push(...pending.filter((entry) => hourOf(entry.receivedAt) === hour));
    for (const [state, stateHours] of hoursByState)
      if (stateHours.has(hour)) found.push(...(await store.entriesOfHour(state, hour)));
  }
  return found.sort(newestFirst);
}

export async function listMessages(
  store: MessageStore,
  { states = MESSAGE_STATES, email, page = 1, perPage = DEFAULT_PER_PAGE }: PageRequest = {},
): Promise<Page> {
  const end = page * perPage;
  if (email) {
    const found = (await ofSender(store, email)).filter((message) => states.includes(message.state));
    return { messages: found.slice(end - perPage, end), hasMore: found.length > end };
  }
  const entries = await newestEntries(store, states, end + 1);
  const messages = (await readEntries(store, entries.slice(end - perPage, end))).map(({ message }) => message);
  return { messages, hasMore: entries.length > end };
}

/** A chunk at a time: an export of any size holds one chunk in memory. */
export async function* everyMessage(
  store: MessageStore,
  states: readonly MessageState[] = MESSAGE_STATES,
): AsyncGenerator<StoredMessage[]> {
  const entries = await newestEntries(store, states, Infinity);
  for (let start = 0; start < entries.length; start += EXPORT_CHUNK)
    yield (await readEntries(store, entries.slice(start, start + EXPORT_CHUNK))).map(({ message }) => message);
}

/** A full id is a prefix of itself alone: ids all have the same shape. */
export async function findMessage(store: MessageStore, idOrPrefix: string): Promise<Versioned> {
  if (!idOrPrefix) throw new InboxError('Give a message id (or the start of one).');
  const ids = (await store.idsStartingWith(idOrPrefix)).sort();
  if (ids.length === 1) {
    const kept = await store.get(ids[0]!);
    if (kept) return kept;
  }
  if (ids.length <= 1) throw new InboxError(`No message with an id starting "${idOrPrefix}".`);
  const shown = ids.length > 5 ? [...ids.slice(0, 5), '…'] : ids;
  throw new InboxError(
    `"${idOrPrefix}" is ambiguous, it starts ${ids.length} ids: ${shown.join(', ')}. Give more of the id.`,
  );
}

/** Clearing a running attempt's lease would let a pass send twice, and removing it would not stop the mail. */
function attemptRunning(message: StoredMessage, now: number, outcome: string): string | null {
  if (!message.leaseUntil || Date.parse(message.leaseUntil) <= now) return null;
  return `Message ${message.id} is being sent right now (attempt running until ${message.leaseUntil}): ${outcome}, look again after that.`;
}

function refusal(message: StoredMessage, now: number): string | null {
  if (message.state === 'sent')
    return `Message ${message.id} was already sent (${message.sentAt ?? 'time unknown'}): not requeued.`;
  return attemptRunning(message, now, 'not requeued');
}

async function requeueIfAllowed(store: MessageStore, kept: Versioned, now: number): Promise<boolean> {
  const refused = refusal(kept.message, now);
  if (refused) throw new InboxError(refused);
  return requeue(store, kept, now);
}

/** Answers the message as it was before; if a retry pass wrote first, it is read and tried once more. */
export async function requeueMessage(store: MessageStore, kept: Versioned, now: number): Promise<StoredMessage> {
  if (await requeueIfAllowed(store, kept, now)) return kept.message;
  const fresh = await store.get(kept.message.id);
  if (!fresh) throw new InboxError(`Message ${kept.message.id} was removed meanwhile: not requeued.`);
  if (await requeueIfAllowed(store, fresh, now)) return fresh.message;
  throw new InboxError(
    `Message ${kept.message.id} changed twice while being requeued (a retry pass is at it): not requeued, try again.`,
  );
}

export type BulkRequeue = { requeued: StoredMessage[]; refused: string[] };

/** One that cannot be requeued does not stop the others. */
export async function requeueFailed(store: MessageStore, now: number): Promise<BulkRequeue> {
  const failed = await readEntries(store, await newestEntries(store, ['failed'], Infinity));
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

/** A held message that kept its text goes back to pending, without the files it did not keep. */
export async function releaseMessage(store: MessageStore, kept: Versioned, now: number): Promise<StoredMessage> {
  const { id, state, held, email } = kept.message;
  if (state !== 'held') {
    const hint = state === 'failed' ? ' (retry requeues a failed one)' : '';
    throw new InboxError(`Message ${id} is ${state}, not held: not released${hint}.`);
  }
  if (held?.kept === 'metadata') {
    throw new InboxError(
      `Message ${id} came past MAIL_HELD_MAX: only its sender, subject and first words were kept, nothing to send. Write to ${email} instead.`,
    );
  }
  return requeueMessage(store, kept, now);
}

type Removal = { removed: StoredMessage[]; refused: string[] };

/** None an attempt is sending right now. */
async function removeAll(store: MessageStore, messages: StoredMessage[], now: number): Promise<Removal> {
  const result: Removal = { removed: [], refused: [] };
  const limit = pLimit(STORE_CALLS_AT_ONCE);
  await Promise.all(
    messages.map((message) =>
      limit(async () => {
        const refused = attemptRunning(message, now, 'not erased');
        if (refused) {
          result.refused.push(refused);
        } else {
          await store.remove(message);
          result.removed.push(message);
        }
      }),
    ),
  );
  return result;
}

export type Erasure = { messages: StoredMessage[]; digests: StoredMessage[]; refused: string[] };

/** Every message of the address (any case), then the digests that quoted them (other senders' messages stay). */
export async function eraseSender(store: MessageStore, email: string, now: number): Promise<Erasure> {
  const found = await ofSender(store, email);
  const digestIds = [...new Set(found.map((message) => message.digestId).filter((id) => id !== null))];
  const messages = await removeAll(store, found, now);
  const quoting = (await readIds(store, digestIds)).filter((kept) => kept !== null).map(({ message }) => message);
  const digests = await removeAll(store, quoting, now);
  return { messages: messages.removed, digests: digests.removed, refused: [...messages.refused, ...digests.refused] };
}
