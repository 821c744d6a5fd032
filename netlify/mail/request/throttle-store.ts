/**
 * Where the throttle and the daily budget keep their state: Netlify Blobs, shared by every
 * function instance, each entry rewritten only by compare-and-set on its ETag (create-if-absent
 * for a new one), so of two instances racing for the last free place exactly one wins.
 *
 * Keys hold a time bucket, `<kind>/<bucket start date>/<id>`: an entry is only read while its
 * bucket or the next one is current, so the daily clean-up deletes past buckets whole, by listing
 * them, without reading an entry.
 */
import { getStore, type Store } from '@netlify/blobs';
import { callStore } from './store-call.ts';
import { deleteKeys, deleteUnder, pagesUnder } from './store-prefixes.ts';

/** The Netlify Blobs store of the mail API's throttle. */
export const THROTTLE_STORE = 'mail-throttle';

export const DAY_MS = 24 * 60 * 60 * 1000;

const KINDS = ['ip', 'key', 'budget'] as const;
export type EntryKind = (typeof KINDS)[number];

/** An entry as read: `etag` is missing when the store gave none. */
export type Entry = { value: unknown; etag?: string };

export interface ThrottleStore {
  read(key: string): Promise<Entry | null>;
  /** Writes `value` if the entry is as last read (`etag`, or absent when null): its new ETag, or null if not written. */
  write(key: string, value: unknown, etag: string | null): Promise<string | null>;
}

/**
 * A bucket spans whole UTC days and at least one window, so a window ending now reaches back into
 * the previous bucket at most.
 */
export const bucketLength = (windowMs: number) => DAY_MS * Math.max(1, Math.ceil(windowMs / DAY_MS));
export const bucketStart = (time: number, length: number) => Math.floor(time / length) * length;

const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);
export const entryKey = (kind: EntryKind, bucket: number, id: string) => `${kind}/${dateOf(bucket)}/${id}`;

/** Thrown by requireEtag: without ETags, compare-and-set is impossible on this store. */
export class NoEtag extends Error {
  constructor() {
    super('the blob store gave an entry without its ETag');
    this.name = 'NoEtag';
  }
}

let warnedOfNoEtag = false;

/**
 * The ETag to write an entry on. Netlify's own CLI runs a local blob server whose reads carry none
 * (netlify/primitives#772): the instance then keeps its own limits, and says so once.
 */
export function requireEtag(entry: Entry): string {
  if (entry.etag) return entry.etag;
  if (!warnedOfNoEtag) {
    warnedOfNoEtag = true;
    console.warn(
      JSON.stringify({
        event: 'mail-throttle',
        fallback: 'instance',
        reason:
          'the blob store gives reads no ETag (netlify/primitives#772), so no compare-and-set: each instance keeps its own limits',
      }),
    );
  }
  throw new NoEtag();
}

const throttleStore = (): Store => getStore({ name: THROTTLE_STORE, consistency: 'strong' });

export function blobsThrottleStore(store: Store = throttleStore()): ThrottleStore {
  return {
    async read(key) {
      const entry = await callStore('throttle read', () => store.getWithMetadata(key, { type: 'json' }));
      return entry && { value: entry.data, ...(entry.etag && { etag: entry.etag }) };
    },
    async write(key, value, etag) {
      const condition = etag === null ? { onlyIfNew: true as const } : { onlyIfMatch: etag };
      const result = await callStore('throttle write', () => store.setJSON(key, value, condition));
      return result.modified ? (result.etag ?? null) : null;
    },
  };
}

/**
 * The daily clean-up: deletes every bucket but the current and the previous one of each kind (no
 * window reaches further back), and entries outside any bucket (an older layout). It lists
 * buckets and deletes their entries without reading one, until the run's time is up: it costs what
 * it deletes.
 */
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
