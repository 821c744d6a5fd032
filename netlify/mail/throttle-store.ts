/**
 * Where the throttle keeps its state: Netlify Blobs, shared by every function instance. Each
 * scope (a hashed client IP, a public key) is one entry, the times of its recent sends, rewritten
 * only by compare-and-set on its ETag (create-if-absent for the first), so of two instances
 * racing for the last free place exactly one wins.
 */
import { getStore } from '@netlify/blobs';

/** The Netlify Blobs store of the mail API's throttle. */
export const THROTTLE_STORE = 'mail-throttle';

export type SendLog = { times: number[]; etag: string };

export interface SendLogStore {
  read(scope: string): Promise<SendLog | null>;
  /** Writes `times` if the entry is as last read (`etag`, or absent when null): its new ETag, or null if not written. */
  write(scope: string, times: number[], etag: string | null): Promise<string | null>;
}

export function blobsSendLogStore(name = THROTTLE_STORE): SendLogStore {
  const store = getStore({ name, consistency: 'strong' });
  return {
    async read(scope) {
      const entry = await store.getWithMetadata(scope, { type: 'json' });
      if (!entry?.etag) return null;
      return { times: (entry.data as { times: number[] }).times, etag: entry.etag };
    },
    async write(scope, times, etag) {
      const condition = etag === null ? { onlyIfNew: true as const } : { onlyIfMatch: etag };
      const result = await store.setJSON(scope, { times }, condition);
      return result.modified ? (result.etag ?? null) : null;
    },
  };
}
