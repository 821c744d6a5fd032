/**
 * Solutions already used, so none is accepted twice: one entry each, created only if new, so of two
 * requests racing with one solution exactly one gets it; filed under its challenge's expiry.
 */
import { createHash } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import { withDeadline } from '../store-call.ts';
import { expiringKey, forgetExpiredEntries, type ExpiringEntry } from '../expiring-entries.ts';

export const USED_SOLUTION_STORE = 'mail-challenge';
/** Shorter than the message store's: this check only stops a replay, and the visitor is waiting. */
const STORE_DEADLINE_MS = 2000;

export interface UsedSolutions {
  /** True the first time; rejects if the store does not answer. */
  claim(signature: string, expiresAt: number): Promise<boolean>;
}

// Hashed: a fixed-length key whatever the client sent.
const keyOf = (signature: string, expiresAt: number) =>
  expiringKey(expiresAt, createHash('sha256').update(signature).digest('hex'));

const openStore = () => getStore({ name: USED_SOLUTION_STORE, consistency: 'strong' });

export function blobsUsedSolutions(store: () => Store = openStore): UsedSolutions {
  return {
    async claim(signature, expiresAt) {
      const entry: ExpiringEntry = { expiresAt };
      const result = await withDeadline(
        store().setJSON(keyOf(signature, expiresAt), entry, { onlyIfNew: true }),
        STORE_DEADLINE_MS,
      );
      return result.modified;
    },
  };
}

export const forgetExpiredSolutions = (now: number, outOfTime: () => boolean, store: Store = openStore()) =>
  forgetExpiredEntries(store, now, outOfTime);
