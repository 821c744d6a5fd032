/**
 * The throttle's and the daily budget's state: Netlify Blobs, rewritten only by compare-and-set, so
 * of two instances racing for the last place exactly one wins. Keys hold a time bucket
 * (`<kind>/<bucket start date>/<id>`), so the clean-up deletes past buckets whole without reading them.
 */
import { getStore, type Store } from '@netlify/blobs';
import { requireEtag, versionedEntries, type CasEntry } from './store-call.ts';
import { deleteKeys, deleteUnder, pagesUnder } from './store-prefixes.ts';

export const THROTTLE_STORE = 'mail-throttle';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

const KINDS = ['ip', 'key', 'budget'] as const;
export type EntryKind = (typeof KINDS)[number];

export type Entry = { value: unknown; etag?: string };

export interface ThrottleStore {
  read(key: string): Promise<Entry | null>;
  /** Writes `value` if the entry is as last read (`etag`, or absent when null): its new ETag, or null if not written. */
  write(key: string, value: unknown, etag: string | null): Promise<string | null>;
}

/** Whole UTC days and at least one window, so a window reaches back into the previous bucket at most. */
export const bucketLength = (windowMs: number) => DAY_MS * Math.max(1, Math.ceil(windowMs / DAY_MS));
export const bucketStart = (time: number, length: number) => Math.floor(time / length) * length;

const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);
export const entryKey = (kind: EntryKind, bucket: number, id: string) => `${kind}/${dateOf(bucket)}/${id}`;

/** One key as a compare-and-set entry; an entry read without its ETag throws NoEtag. */
export const casEntry = <T>(store: ThrottleStore, key: string): CasEntry<T> => ({
  read: async () => {
    const entry = await store.read(key);
    return entry && { value: entry.value as T, etag: requireEtag(entry) };
  },
  write: (value, etag) => store.write(key, value, etag),
});

const throttleStore = (): Store => getStore({ name: THROTTLE_STORE, consistency: 'strong' });

export const blobsThrottleStore = (store: Store = throttleStore()): ThrottleStore =>
  versionedEntries(store, 'throttle');

/** Deletes every bucket but the current and previous one of each kind, and keys outside any bucket. */
export async function forgetPastBuckets(
  now: number,
  windows: { windowMs: number; keyIntervalMs: number },
  outOfTime: () => boolean = () => false,
  store: Store = throttleStore(),
): Promise<number> {
  const lengths: Record<EntryKind, number> = {
    ip: bucketLength(windows.windowMs),
    key: bucketLength(windows.keyIntervalMs),
    budget: DAY_MS,
  };
  let removed = 0;
  for (const kind of KINDS) {
    for await (const page of pagesUnder(store, `${kind}/`, true)) {
      if (outOfTime()) return removed;
      removed += await deleteKeys(
        store,
        page.blobs.map(({ key }) => key),
      );
      // A folder's name may come with its parent and a trailing slash: its last part is the date.
      for (const date of page.directories.map((name) => name.replace(/\/$/, '').split('/').pop() ?? '')) {
        if (Date.parse(date) + 2 * lengths[kind] <= now)
          removed += await deleteUnder(store, `${kind}/${date}/`, outOfTime);
      }
    }
  }
  return removed;
}
