/**
 * Entries kept until `expiresAt` (seconds): used challenge solutions, webhook events handled. Keys
 * start with the expiry hour (`20250601T08/<hash>`), so the clean-up deletes whole hours unread.
 */
import { createHash } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { hourEnd, hourOf } from './message-index.ts';
import { withDeadline } from './store-call.ts';
import { deleteUnder, pagesUnder } from './store-prefixes.ts';

type ExpiringEntry = { expiresAt: number };

// Hashed: a fixed-length key whatever the client sent.
const expiringKey = (expiresAt: number, id: string) =>
  `${hourOf(expiresAt * 1000)}/${createHash('sha256').update(id).digest('hex')}`;

/** Claims of an id until `expiresAt` (seconds), created only if new: of two racing claims exactly one wins. */
export function claimsUntilExpiry(store: () => Store, deadlineMs: number) {
  return {
    /** True the first time; rejects if the store does not answer. */
    async claim(id: string, expiresAt: number): Promise<boolean> {
      const entry: ExpiringEntry = { expiresAt };
      return (await withDeadline(store().setJSON(expiringKey(expiresAt, id), entry, { onlyIfNew: true }), deadlineMs))
        .modified;
    },
    release: (id: string, expiresAt: number) => withDeadline(store().delete(expiringKey(expiresAt, id)), deadlineMs),
  };
}

/** Forgets the hours ended before `now` (ms), until out of time; answers how many entries. */
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
