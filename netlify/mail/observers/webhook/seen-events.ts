/**
 * Webhook events already handled, so a replay changes nothing: each id claimed until its signature
 * stops verifying (../../request/expiring-entries.ts).
 */
import { getStore, type Store } from '@netlify/blobs';
import { claimsUntilExpiry, forgetExpiredEntries } from '../../request/expiring-entries.ts';
import { SIGNATURE_TOLERANCE_S } from './verify.ts';

export const SEEN_EVENT_STORE = 'mail-webhook-events';
/** Resend waits 15 seconds: the store gets a small part of it. */
const STORE_DEADLINE_MS = 3000;

export interface SeenEvents {
  /** True the first time; rejects if the store does not answer. */
  claim(id: string, timestamp: number): Promise<boolean>;
  /** When handling failed: Resend's retry must be handled. */
  release(id: string, timestamp: number): Promise<void>;
}

const expiry = (timestamp: number) => timestamp + SIGNATURE_TOLERANCE_S;
const openStore = () => getStore({ name: SEEN_EVENT_STORE, consistency: 'strong' });

export function blobsSeenEvents(store: () => Store = openStore): SeenEvents {
  const claims = claimsUntilExpiry(store, STORE_DEADLINE_MS);
  return {
    claim: (id, timestamp) => claims.claim(id, expiry(timestamp)),
    release: (id, timestamp) => claims.release(id, expiry(timestamp)),
  };
}

export const forgetExpiredEvents = (now: number, outOfTime: () => boolean, store: Store = openStore()) =>
  forgetExpiredEntries(store, now, outOfTime);
