/**
 * Where the throttle keeps its state: Netlify Blobs, shared by every function instance. A slot is
 * claimed with a create-if-absent write (`onlyIfNew`), which the store applies atomically, so of
 * two instances racing for the same slot exactly one wins. (Compare-and-set on an etag would
 * allow a sliding window, but the local blob server used by `npm run dev` and the tests returns
 * no etag on reads; create-if-absent works the same in both.)
 */
import { getStore } from '@netlify/blobs';

/** The Netlify Blobs store of the mail API's throttle. */
export const THROTTLE_STORE = 'mail-throttle';

export interface SlotStore {
  /** Creates the entry if it does not exist yet; true if this call created it. */
  claim(key: string): Promise<boolean>;
}

export function blobsSlotStore(name: string): SlotStore {
  const store = getStore({ name, consistency: 'strong' });
  return {
    async claim(key) {
      const result = await store.setJSON(key, { claimedAt: Date.now() }, { onlyIfNew: true });
      return result.modified;
    },
  };
}
