/**
 * Webhook events already handled, so a replay changes nothing: one entry per event id, created only
 * if new, filed under the time its signature stops verifying (../../request/expiring-entries.ts).
 */
import { createHash } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import { withDeadline } from '../../request/store-call.ts';
import { expiringKey, forgetExpiredEntries, type ExpiringEntry } from '../../request/expiring-entries.ts';
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

// Hashed: a fixed-length key whatever the sender put in the header.
const expiry = (timestamp: number) => timestamp + SIGNATURE_TOLERANCE_S;
const keyOf = (id: string, timestamp: number) =>
  expiringKey(expiry(timestamp), createHash('sha256').update(id).digest('hex'));
const openStore = () => getStore({ name: SEEN_EVENT_STORE, consistency: 'strong' });

export function blobsSeenEvents(store: () => Store = openStore): SeenEvents {
  return {
    async claim(id, timestamp) {
      const entry: ExpiringEntry = { expiresAt: expiry(timestamp) };
      return (await withDeadline(store().setJSON(keyOf(id, timestamp), entry, { onlyIfNew: true }), STORE_DEADLINE_MS))
        .modified;
    },
    async release(id, timestamp) {
      await withDeadline(store().delete(keyOf(id, timestamp)), STORE_DEADLINE_MS);
    },
  };
}

export const forgetExpiredEvents = (now: number, outOfTime: () => boolean, store: Store = openStore()) =>
  forgetExpiredEntries(store, now, outOfTime);
