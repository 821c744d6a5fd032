/**
 * The mail path's own record for the health view: the daily self-tests (`self-tests/<day>`) and a
 * broken setup's refusals (`refusals/<day>`), one small entry a day, kept HEALTH_DAYS.
 */
import { getStore, type Store } from '@netlify/blobs';
import { versionedEntries } from '../request/store-call.ts';
import { deleteKeys, listKeys } from '../request/store-prefixes.ts';

export const HEALTH_STORE = 'mail-health';
export const HEALTH_DAYS = 30;

export type HealthStore = ReturnType<typeof blobsHealthStore>;

export function blobsHealthStore(store: Store = getStore({ name: HEALTH_STORE, consistency: 'strong' })) {
  return {
    ...versionedEntries(store, 'health'),
    keysUnder: (prefix: string) => listKeys(store, prefix),
    /** Forgets the days before `oldestKept` (YYYYMMDD); answers how many entries. */
    async forgetBefore(oldestKept: string): Promise<number> {
      const old = (await listKeys(store, '')).filter((key) => (key.split('/')[1] ?? '') < oldestKept);
      return deleteKeys(store, old);
    },
  };
}
