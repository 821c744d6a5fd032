/** Solutions already used, so none is accepted twice, each claimed until its challenge expires. */
import { getStore, type Store } from '@netlify/blobs';
import { claimsUntilExpiry, forgetExpiredEntries } from '../expiring-entries.ts';

export const USED_SOLUTION_STORE = 'mail-challenge';
/** Shorter than the message store's: this check only stops a replay, and the visitor is waiting. */
const STORE_DEADLINE_MS = 2000;

export type UsedSolutions = { claim(signature: string, expiresAt: number): Promise<boolean> };

const openStore = () => getStore({ name: USED_SOLUTION_STORE, consistency: 'strong' });

export const blobsUsedSolutions = (store: () => Store = openStore): UsedSolutions =>
  claimsUntilExpiry(store, STORE_DEADLINE_MS);

export const forgetExpiredSolutions = (now: number, outOfTime: () => boolean, store: Store = openStore()) =>
  forgetExpiredEntries(store, now, outOfTime);
