/**
 * Messages kept before any attempt: Netlify Blobs, strong consistency, one JSON entry each, rewritten
 * only by compare-and-set, so two writers never both claim an attempt. Attachments are entries of
 * their own; the indexes (./message-index.ts) let every pass read only what it needs.
 */
import { getStore, type Store } from '@netlify/blobs';
import {
  DUE_PREFIX,
  FILES_KEPT,
  filesKept,
  indexKeys,
  parseIndexKey,
  senderEntryKey,
  senderPrefix,
  statePrefix,
  type IndexEntry,
  type SettledState,
} from './message-index.ts';
import { callStore, StoreUnavailable, versionedEntries } from './store-call.ts';
import { listKeys as keysUnder, pagesUnder } from './store-prefixes.ts';
import type { StoredMessage } from './message.ts';
import type { Attachment } from './types.ts';

export { StoreUnavailable };

export const MESSAGE_STORE = 'mail-messages';

export type {
  DeliveryState,
  DeliveryStatus,
  HeldNote,
  HeldReason,
  MessageState,
  StoredAttachment,
  StoredMessage,
} from './message.ts';
export { DELIVERY_STATES } from './message.ts';

export type Versioned = { message: StoredMessage; etag: string };

export type MessageStore = ReturnType<typeof blobsMessageStore>;

const messageKey = (id: string) => `messages/${id}`;
const attachmentKey = (id: string, index: number) => `attachments/${id}/${index}`;
const noteKey = (name: string) => `notes/${name}`;
const EMPTY = '';

const entriesOf = (keys: string[]) => keys.map(parseIndexKey).filter((entry): entry is IndexEntry => entry !== null);

export function blobsMessageStore(store: Store = getStore({ name: MESSAGE_STORE, consistency: 'strong' })) {
  const versioned = versionedEntries(store, 'messages');
  async function get(id: string): Promise<Versioned | null> {
    const entry = await versioned.read<StoredMessage>(messageKey(id));
    return entry && { message: entry.value, etag: entry.etag };
  }

  const listKeys = (prefix: string) => keysUnder(store, prefix);
  const addEntries = (keys: string[]) =>
    callStore('write index', () => Promise.all(keys.map((key) => store.set(key, EMPTY))));
  const dropEntries = (keys: string[]) =>
    callStore('delete index', () => Promise.all(keys.map((key) => store.delete(key))));

  return {
    /** Keeps a new message and its attachments, or answers the one kept under its id (`existing`). */
    async create(
      message: StoredMessage,
      attachments: Attachment[],
    ): Promise<{ kept: Versioned } | { existing: Versioned }> {
      // Attachments and index entries first, so a kept message always has them. A twin's are the same bytes.
      await callStore('write attachments', () =>
        Promise.all(
          attachments.map((file, index) => store.set(attachmentKey(message.id, index), file.content.slice().buffer)),
        ),
      );
      const entries = indexKeys(message);
      await addEntries(entries);
      const created = await versioned.write(messageKey(message.id), message, null);
      if (created) return { kept: { message, etag: created } };
      const existing = await get(message.id);
      if (!existing) throw new StoreUnavailable('create', `message ${message.id} neither created nor found`);
      const theirs = new Set(indexKeys(existing.message));
      await dropEntries(entries.filter((key) => !theirs.has(key)));
      return { existing };
    },
    get,
    /** Writes `to` if the kept message is still `from`: its new ETag, or null if someone wrote first. */
    async replace(from: Versioned, to: StoredMessage): Promise<string | null> {
      const before = indexKeys(from.message);
      const after = indexKeys(to);
      const added = after.filter((key) => !before.includes(key));
      await addEntries(added);
      const etag = await versioned.write(messageKey(to.id), to, from.etag);
      if (etag) {
        await dropEntries(before.filter((key) => !after.includes(key)));
        return etag;
      }
      // Someone wrote first: the entries added for this write are not needed, unless the winner's are the same.
      const current = await get(to.id);
      const needed = new Set(current ? indexKeys(current.message) : []);
      await dropEntries(added.filter((key) => !needed.has(key)));
      return null;
    },
    async remove(message: StoredMessage): Promise<void> {
      const files = await listKeys(`attachments/${message.id}/`);
      await callStore('delete', () => store.delete(messageKey(message.id)));
      await dropEntries([...files, ...indexKeys(message)]);
    },
    /** Forgets a held message from its index entry alone, without reading it. */
    async removeHeld({ id, sender, marks, key }: IndexEntry): Promise<void> {
      const files = marks.includes(FILES_KEPT) ? await listKeys(`attachments/${id}/`) : [];
      await callStore('delete', () => store.delete(messageKey(id)));
      await dropEntries([...files, senderEntryKey(sender!, id), key]);
    },
    async attachments(message: StoredMessage): Promise<Attachment[]> {
      if (!filesKept(message)) return [];
      return Promise.all(
        message.attachments.map(async (file, index) => {
          const bytes = await callStore('read attachment', () =>
            store.get(attachmentKey(message.id, index), { type: 'arrayBuffer' }),
          );
          if (!bytes) throw new StoreUnavailable('read attachment', `attachment ${index} of ${message.id} is missing`);
          return { filename: file.filename, contentType: file.contentType, content: new Uint8Array(bytes) };
        }),
      );
    },
    async *pendingPages(): AsyncGenerator<IndexEntry[]> {
      for await (const { blobs } of pagesUnder(store, DUE_PREFIX, false))
        yield entriesOf(blobs.map((blob) => blob.key));
    },
    /** The hour folders of a state's index (`20250601T08`), unordered. */
    async hours(state: SettledState): Promise<string[]> {
      const prefix = statePrefix(state);
      const hours: string[] = [];
      for await (const { directories } of pagesUnder(store, prefix, true))
        hours.push(...directories.map((directory) => directory.slice(prefix.length).replace(/\/$/, '')));
      return hours;
    },
    entriesOfHour: async (state: SettledState, hour: string) =>
      entriesOf(await listKeys(`${statePrefix(state)}${hour}/`)),
    /** Drops a stale index entry (message-index.ts, isStale). */
    dropEntry: (key: string) => dropEntries([key]).then(() => undefined),
    idsStartingWith: async (prefix: string) =>
      (await listKeys(messageKey(prefix))).map((key) => key.slice(messageKey('').length)),
    /** The store's own bookkeeping (the digest's progress, the held count, the backlog), by compare-and-set. */
    readNote: <T>(name: string) => versioned.read<T>(noteKey(name)),
    writeNote: (name: string, value: unknown, etag: string | null) => versioned.write(noteKey(name), value, etag),
    idsOfSender: async (email: string) =>
      (await listKeys(senderPrefix(email))).map((key) => key.slice(senderPrefix(email).length)),
  };
}
