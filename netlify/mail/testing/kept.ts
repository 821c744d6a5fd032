/** The message store as tests see it: production code reads through the indexes instead. */
import { getStore } from '@netlify/blobs';
import { blobsMessageStore, MESSAGE_STORE, type MessageStore, type Versioned } from '../request/message-store.ts';

/** Every kept message, for a test's checks. */
export async function allKept(store: MessageStore = blobsMessageStore()): Promise<Versioned[]> {
  const kept = await Promise.all((await store.idsStartingWith('')).map((id) => store.get(id)));
  return kept.filter((entry): entry is Versioned => entry !== null);
}

/** Empties the store, indexes and notes included, so one test never meets another's messages. */
export async function emptyMessageStore(): Promise<void> {
  await getStore({ name: MESSAGE_STORE, consistency: 'strong' }).deleteAll();
}
