/**
 * The little the throttle needs from a store: read with a version, write only if that version
 * is still current. Netlify Blobs gives both (strong consistency, `onlyIfNew` / `onlyIfMatch`),
 * which is what makes the limits hold across function instances.
 */
import { getStore } from '@netlify/blobs';

export type Versioned = { value: unknown; etag: string };

export interface ConditionalStore {
  read(key: string): Promise<Versioned | null>;
  /** Writes if the entry is still at `etag` (with `null`: still absent); false if another writer came first. */
  write(key: string, value: unknown, etag: string | null): Promise<boolean>;
}

export function blobsConditionalStore(name: string): ConditionalStore {
  const store = getStore({ name, consistency: 'strong' });
  return {
    async read(key) {
      const entry = await store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
      return entry?.etag ? { value: entry.data, etag: entry.etag } : null;
    },
    async write(key, value, etag) {
      const result = await store.setJSON(key, value, etag === null ? { onlyIfNew: true } : { onlyIfMatch: etag });
      return result.modified;
    },
  };
}
