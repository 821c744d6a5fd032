/**
 * What the owner's inbox does with the kept messages, whichever store holds them: list them a
 * page at a time, newest first, in all states or some; find one by its id or a unique prefix of
 * it; requeue or release them for the retry pass; erase everything of one sender. Listing reads the index keys of the hours it shows and only the messages of
 * the page (../../request/message-index.ts), whatever the store holds; one sender's messages come from the
 * sender index; filtering on the delivery status, which no index holds, reads the messages
 * newest first until the page is full.
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
  DELIVERY_STATES,
  type DeliveryState,
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
/** Store calls at once, so a long list of messages does not flood the store. */
const STORE_CALLS_AT_ONCE = 8;
/** Messages an export reads and prints at a time. */
const EXPORT_CHUNK = 100;

/**
 * What Resend reported on a mail (a delivery state), `unknown` for a sent one it said nothing of
 * yet, or `not-delivered` for any message not known to be in the owner's mailbox.
 */
export type DeliveryFilter = DeliveryState | 'unknown' | 'not-delivered';
export const DELIVERY_FILTERS: readonly DeliveryFilter[] = [...DELIVERY_STATES, 'unknown', 'not-delivered'];

export function matchesDelivery(message: StoredMessage, filters: readonly DeliveryFilter[]): boolean {
  const reported = message.delivery?.state ?? null;
  return filters.some((filter) => {
    if (filter === 'unknown') return message.state === 'sent' && reported === null;
    // A complaint comes from the mailbox the mail reached.
    if (filter === 'not-delivered') return reported !== 'delivered' && reported !== 'complained';
    return reported === filter;
  });
}

/** What a listing keeps: a delivery status, one sender's address (any case). */
export type Filters = { delivery?: readonly DeliveryFilter[]; email?: string };
export type PageRequest = Filters & { states?: readonly MessageState[]; page?: number; perPage?: number };
export type Page = { messages: StoredMessage[]; page: number; hasMore: boolean };

const isSettled = (state: MessageState): state is SettledState => (SETTLED_STATES as readonly string[]).includes(state);

/** Reads messages by id, a few at a time; null for one that is gone. */
async function readIds(store: MessageStore, ids: string[]): Promise<(Versioned | null)[]> {
  const limit = pLimit(STORE_CALLS_AT_ONCE);
  return Promise.all(ids.map((id) => limit(() => store.get(id))));
}

/** Reads the messages of some index entries; entries their message no longer matches are left out. */
async function readEntries(store: MessageStore, entries: IndexEntry[]): Promise<Versioned[]> {
  const read = await readIds(
    store,
    entries.map((entry) => entry.id),
  );
  return read.filter((kept, index): kept is Versioned => kept !== null && matches(entries[index]!, kept.message));
}

/**
 * The index entries of the newest `count` messages in `states`: pending ones from the due index,
 * the others hour by hour from the newest hour back, until there are enough.
 */
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
  { states = MESSAGE_STATES, page = 1, perPage = DEFAULT_PER_PAGE, ...filters }: PageRequest = {},
): Promise<Page> {
  if (filters.delivery || filters.email) return pageOfMatching(store, states, filters, page, perPage);
  const entries = await newestEntries(store, states, page * perPage + 1);
  const shown = entries.slice((page - 1) * perPage, page * perPage);
  const messages = (await readEntries(store, shown)).map(({ message }) => message);
  return { messages, page, hasMore: entries.length > page * perPage };
}

/**
 * Every message in `states` (and of a delivery status, if given), newest first, a chunk at a
 * time: an export of any size holds one chunk in memory.
 */
export async function* everyMessage(
  store: MessageStore,
  states: readonly MessageState[] = MESSAGE_STATES,
  delivery?: readonly DeliveryFilter[],
): AsyncGenerator<StoredMessage[]> {
  const entries = await newestEntries(store, states, Infinity);
  for (let start = 0; start < entries.length; start += EXPORT_CHUNK) {
    const chunk = (await readEntries(store, entries.slice(start, start + EXPORT_CHUNK))).map(({ message }) => message);
    yield delivery ? chunk.filter((message) => matchesDelivery(message, delivery)) : chunk;
  }
}

/** One sender's messages in `states`, newest first, from the sender index. */
async function* ofSender(
  store: MessageStore,
  email: string,
  states: readonly MessageState[],
): AsyncGenerator<StoredMessage[]> {
  const found = present(await readIds(store, await store.idsOfSender(email)));
  yield found
    .filter((message) => states.includes(message.state))
    .sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt) || b.id.localeCompare(a.id));
}

/** A page of the messages that pass the filters: read newest first until the page and one more are found. */
async function pageOfMatching(
  store: MessageStore,
  states: readonly MessageState[],
  filters: Filters,
  page: number,
  perPage: number,
): Promise<Page> {
  const found: StoredMessage[] = [];
  for await (const chunk of filters.email ? ofSender(store, filters.email, states) : everyMessage(store, states)) {
    found.push(...chunk.filter((message) => !filters.delivery || matchesDelivery(message, filters.delivery)));
    if (found.length > page * perPage) break;
  }
  return { messages: found.slice((page - 1) * perPage, page * perPage), page, hasMore: found.length > page * perPage };
}

/** Every message in one state, oldest first (the failed ones to requeue, the held ones to review). */
export async function messagesIn(store: MessageStore, state: MessageState): Promise<Versioned[]> {
  const entries = await newestEntries(store, [state], Infinity);
  return await readEntries(store, entries.reverse());
}

/** Ids all have the same shape, so a full id is a prefix of itself alone. */
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

/**
 * Why a message must be left alone while an attempt runs on it, if one does: clearing its lease
 * would let a retry pass send it a second time, and removing it would not stop the mail going out.
 */
function attemptRunning(message: StoredMessage, now: number, outcome: string): string | null {
  if (!message.leaseUntil || Date.parse(message.leaseUntil) <= now) return null;
  return `Message ${message.id} is being sent right now (attempt running until ${message.leaseUntil}): ${outcome}, look again after that.`;
}

/** Why a message must not be requeued now, if it must not. */
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

/**
 * Puts a failed, held or pending message back in the queue with a fresh retry period; answers the
 * message as it was before. The write is a compare-and-set: if another writer (a retry pass)
 * got there first, the message is read again and requeued once more, if that still makes sense.
 */
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

/** Requeues every failed message; one that cannot be requeued does not stop the others. */
export async function requeueFailed(store: MessageStore, now: number): Promise<BulkRequeue> {
  const failed = (await messagesIn(store, 'failed')).reverse();
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

/**
 * Sends a held message after all: it goes back to pending like a requeued one, without the files
 * it did not keep. Only held messages, and only those that kept their text.
 */
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

/** Removes messages a few at a time, but none an attempt is sending right now. */
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

const present = (read: (Versioned | null)[]) =>
  read.filter((kept): kept is Versioned => kept !== null).map(({ message }) => message);

export type Erasure = { messages: StoredMessage[]; digests: StoredMessage[]; refused: string[] };

/**
 * The right to erasure for one sender: every message of the address (found through the sender
 * index, whatever its case), then the digests that quoted any of them, which hold the address,
 * subject and first words too. A digest also quoting other senders goes as well: their messages stay.
 */
export async function eraseSender(store: MessageStore, email: string, now: number): Promise<Erasure> {
  const found = present(await readIds(store, await store.idsOfSender(email)));
  const digestIds = [...new Set(found.map((message) => message.digestId).filter((id) => id !== null))];
  const messages = await removeAll(store, found, now);
  const digests = await removeAll(store, present(await readIds(store, digestIds)), now);
  return { messages: messages.removed, digests: digests.removed, refused: [...messages.refused, ...digests.refused] };
}
