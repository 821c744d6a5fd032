/**
 * What the inbox does with the kept messages: list a page at a time, newest first (reading the index
 * keys of the hours shown and only the page's messages), or one sender's; export them a chunk at a
 * time; find one by an id prefix; requeue or release; erase a sender.
 */
import pLimit from 'p-limit';
import { requeue } from '../../request/attempts.ts';
import { hourEnd, hourOf, matches, newestFirst, SETTLED_STATES, type IndexEntry } from '../../request/message-index.ts';
import { MESSAGE_STATES, type MessageState, type StoredMessage } from '../../request/message.ts';
import type { MessageStore, Versioned } from '../../request/message-store.ts';

/** A failure the owner can act on: the command prints its message and exits 1. */
export class InboxError extends Error {}

export const DEFAULT_PER_PAGE = 50;
const EXPORT_CHUNK = 100;

/** A few store calls at once, so a long list does not flood the store; results in order. */
const eachAtOnce = <T, R>(items: T[], act: (item: T) => Promise<R>) => pLimit(8).map(items, act);

/** Null for one that is gone. */
const readIds = (store: MessageStore, ids: string[]) => eachAtOnce(ids, (id) => store.get(id));
const present = (read: (Versioned | null)[]) => read.flatMap((kept) => (kept ? [kept.message] : []));

/** Entries their message no longer matches are left out. */
async function readEntries(store: MessageStore, entries: IndexEntry[]): Promise<Versioned[]> {
  const ids = entries.map((entry) => entry.id);
  const read = await readIds(store, ids);
  return read.filter((kept, index): kept is Versioned => kept !== null && matches(entries[index]!, kept.message));
}

/** A sender's messages (any case), newest first. */
const ofSender = async (store: MessageStore, email: string) =>
  present(await readIds(store, await store.idsOfSender(email))).sort(
    (a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt) || b.id.localeCompare(a.id),
  );

/**
 * The entries of `states`, newest first: pending ones from the due index, the others hour by hour from
 * the newest back, until there are `count` or the hours end before `since`.
 */
export async function newestEntries(
  store: MessageStore,
  states: readonly MessageState[],
  { count = Infinity, since = 0 } = {},
): Promise<IndexEntry[]> {
  const pending: IndexEntry[] = [];
  if (states.includes('pending')) for await (const page of store.pendingPages()) pending.push(...page);
  const settled = await Promise.all(
    SETTLED_STATES.filter((state) => states.includes(state)).map(async (state) => ({
      state,
      hours: new Set(await store.hours(state)),
    })),
  );
  const hours = new Set([
    ...pending.map((entry) => hourOf(entry.receivedAt)),
    ...settled.flatMap((of) => [...of.hours]),
  ]);
  const found: IndexEntry[] = [];
  for (const hour of [...hours].sort().reverse()) {
    if (found.length >= count || hourEnd(hour) <= since) break;
    found.push(...pending.filter((entry) => hourOf(entry.receivedAt) === hour));
    for (const of of settled) if (of.hours.has(hour)) found.push(...(await store.entriesOfHour(of.state, hour)));
  }
  return found.filter((entry) => entry.receivedAt >= since).sort(newestFirst);
}

export type PageRequest = { states?: readonly MessageState[]; email?: string; page?: number; perPage?: number };

export async function listMessages(
  store: MessageStore,
  { states = MESSAGE_STATES, email, page = 1, perPage = DEFAULT_PER_PAGE }: PageRequest = {},
): Promise<{ messages: StoredMessage[]; hasMore: boolean }> {
  const end = page * perPage;
  if (email) {
    const found = (await ofSender(store, email)).filter((message) => states.includes(message.state));
    return { messages: found.slice(end - perPage, end), hasMore: found.length > end };
  }
  const entries = await newestEntries(store, states, { count: end + 1 });
  const messages = (await readEntries(store, entries.slice(end - perPage, end))).map(({ message }) => message);
  return { messages, hasMore: entries.length > end };
}

/** A chunk at a time: an export of any size holds one chunk in memory. */
export async function* everyMessage(store: MessageStore, states: readonly MessageState[] = MESSAGE_STATES) {
  const entries = await newestEntries(store, states);
  for (let start = 0; start < entries.length; start += EXPORT_CHUNK)
    yield await readEntries(store, entries.slice(start, start + EXPORT_CHUNK));
}

/** A full id is a prefix of itself alone: ids all have the same shape. */
export async function findMessage(store: MessageStore, idOrPrefix: string): Promise<Versioned> {
  if (!idOrPrefix) throw new InboxError('Give a message id (or the start of one).');
  const ids = (await store.idsStartingWith(idOrPrefix)).sort();
  const kept = ids.length === 1 ? await store.get(ids[0]!) : null;
  if (kept) return kept;
  if (ids.length <= 1) throw new InboxError(`No message with an id starting "${idOrPrefix}".`);
  const shown = ids.length > 5 ? [...ids.slice(0, 5), '…'] : ids;
  throw new InboxError(
    `"${idOrPrefix}" is ambiguous, it starts ${ids.length} ids: ${shown.join(', ')}. Give more of the id.`,
  );
}

/** Clearing a running attempt's lease would let a pass send twice, and removing it would not stop the mail. */
function refuseWhileSending(message: StoredMessage, now: number, outcome: string): void {
  if (message.leaseUntil && Date.parse(message.leaseUntil) > now)
    throw new InboxError(
      `Message ${message.id} is being sent right now (attempt running until ${message.leaseUntil}): ${outcome}, look again after that.`,
    );
}

/** Answers the message as it was before; if a retry pass wrote first, it is read and tried once more. */
export async function requeueMessage(store: MessageStore, kept: Versioned, now: number): Promise<StoredMessage> {
  let current: Versioned | null = kept;
  for (let tries = 0; tries < 2; tries++) {
    if (!current) throw new InboxError(`Message ${kept.message.id} was removed meanwhile: not requeued.`);
    const { message } = current;
    if (message.state === 'sent')
      throw new InboxError(
        `Message ${message.id} was already sent (${message.sentAt ?? 'time unknown'}): not requeued.`,
      );
    refuseWhileSending(message, now, 'not requeued');
    if (await requeue(store, current, now)) return message;
    current = await store.get(message.id);
  }
  throw new InboxError(
    `Message ${kept.message.id} changed twice while being requeued (a retry pass is at it): not requeued, try again.`,
  );
}

/** The messages acted on, and why the others were not. */
export type Outcome = { done: StoredMessage[]; refused: string[] };

/** Adds to `outcome` in order; a refusal (an InboxError) does not stop the others. */
async function eachRefusable<T>(
  items: T[],
  act: (item: T) => Promise<StoredMessage>,
  outcome: Outcome = { done: [], refused: [] },
): Promise<Outcome> {
  const refusal = (error: unknown) => {
    if (error instanceof InboxError) return error;
    throw error;
  };
  for (const result of await eachAtOnce(items, (item) => act(item).catch(refusal)))
    if (result instanceof InboxError) outcome.refused.push(result.message);
    else outcome.done.push(result);
  return outcome;
}

/** Every failed message. */
export async function requeueFailed(store: MessageStore, now: number): Promise<Outcome> {
  const outcome: Outcome = { done: [], refused: [] };
  for await (const chunk of everyMessage(store, ['failed']))
    await eachRefusable(chunk, (kept) => requeueMessage(store, kept, now), outcome);
  return outcome;
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

export type Erasure = { messages: StoredMessage[]; digests: StoredMessage[]; refused: string[] };

/** Every message of the address (any case), then the digests that quoted them (other senders' messages stay). */
export async function eraseSender(store: MessageStore, email: string, now: number): Promise<Erasure> {
  const removeAll = (messages: StoredMessage[]) =>
    eachRefusable(messages, async (message) => {
      refuseWhileSending(message, now, 'not erased');
      await store.remove(message);
      return message;
    });
  const found = await ofSender(store, email);
  const messages = await removeAll(found);
  const digestIds = [...new Set(found.map((message) => message.digestId).filter((id) => id !== null))];
  const digests = await removeAll(present(await readIds(store, digestIds)));
  return { messages: messages.done, digests: digests.done, refused: [...messages.refused, ...digests.refused] };
}
