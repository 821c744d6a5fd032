/**
 * Stores whose entries are worth keeping only until a time (`{ expiresAt }`, in seconds): the used
 * challenge solutions and the webhook events already handled. Each key starts with the hour its
 * entry expires in (`20250601T08/<hash>`), so the clean-up deletes whole hours gone by without
 * reading an entry.
 */
import type { Store } from '@netlify/blobs';
import { hourEnd, hourOf } from './message-index.ts';
import { deleteUnder, pagesUnder } from './store-prefixes.ts';

export type ExpiringEntry = { expiresAt: number };

/** Where an entry that expires at `expiresAt` (seconds) is kept under its id. */
export const expiringKey = (expiresAt: number, id: string) => `${hourOf(expiresAt * 1000)}/${id}`;

/** Forgets the entries of the hours ended before `now` (ms), until done or out of time; answers how many. */
export async function forgetExpiredEntries(store: Store, now: number, outOfTime: () => boolean): Promise<number> {
  let forgotten = 0;
  for await (const page of pagesUnder(store, '', true)) {
    // Entries outside any hour are of an older layout: read, as they were then.
    for (const { key } of page.blobs) {
      const entry = (await store.get(key, { type: 'json' })) as ExpiringEntry | null;
      if (entry && entry.expiresAt * 1000 > now) continue;
      await store.delete(key);
      forgotten++;
    }
    for (const hour of page.directories.map((name) => name.replace(/\/$/, ''))) {
      if (outOfTime()) return forgotten;
      if (hourEnd(hour) <= now) forgotten += await deleteUnder(store, `${hour}/`, outOfTime);
    }
  }
  return forgotten;
}
