/**
 * Stores whose entries are worth keeping only until a time (`{ expiresAt }`, in seconds): the
 * used challenge solutions and the webhook events already handled. The clean-up forgets the rest.
 */
import type { Store } from '@netlify/blobs';

export type ExpiringEntry = { expiresAt: number };

/** Forgets the entries that expired before `now` (ms); answers how many. */
export async function forgetExpiredEntries(store: Store, now: number): Promise<number> {
  let forgotten = 0;
  for await (const page of store.list({ paginate: true })) {
    for (const { key } of page.blobs) {
      const entry = (await store.get(key, { type: 'json' })) as ExpiringEntry | null;
      if (entry && entry.expiresAt * 1000 > now) continue;
      await store.delete(key);
      forgotten++;
    }
  }
  return forgotten;
}
