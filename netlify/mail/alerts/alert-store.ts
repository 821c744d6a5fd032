/**
 * Where alerts are kept until their channel took them: Netlify Blobs, strong consistency, apart
 * from the messages. An alert (`alerts/<id>`) is created only if new, which makes a cause alerted
 * once, and rewritten only by compare-and-set. `pending/<id>` lists the ones still to send, so the
 * retry pass reads only those. A small note keeps count of the retry pass's failures in a row.
 * The hourly clean-up forgets alerts long settled (`removeSettled`).
 * Every call has the message store's deadline (../store-call.ts).
 */
import { getStore, type Store } from '@netlify/blobs';
import { callStore } from '../store-call.ts';
import type { Alert } from './alert.ts';

export const ALERT_STORE = 'mail-alerts';

export type VersionedAlert = { alert: Alert; etag: string };

export interface AlertStore {
  /** Keeps a new alert; false if one with its id was kept already. */
  create(alert: Alert): Promise<boolean>;
  get(id: string): Promise<VersionedAlert | null>;
  /** Writes `to` if the alert is still as read: its new ETag, or null if someone wrote first. */
  replace(from: VersionedAlert, to: Alert): Promise<string | null>;
  pendingIds(): Promise<string[]>;
  /** Forgets the alerts sent or given up on that were raised before `before` (ms); answers how many. */
  removeSettled(before: number): Promise<number>;
  readNote<T>(name: string): Promise<{ value: T; etag: string } | null>;
  writeNote(name: string, value: unknown, etag: string | null): Promise<boolean>;
}

const alertKey = (id: string) => `alerts/${id}`;
const PENDING = 'pending/';
const noteKey = (name: string) => `notes/${name}`;

export function blobsAlertStore(store: Store = getStore({ name: ALERT_STORE, consistency: 'strong' })): AlertStore {
  const call = <T>(operation: string, task: () => Promise<T>) => callStore(`alerts ${operation}`, task, { pausesOthers: operation !== 'list' });
  async function get(id: string): Promise<VersionedAlert | null> {
    const entry = await call('read', () => store.getWithMetadata(alertKey(id), { type: 'json' }));
    return entry?.etag ? { alert: entry.data as Alert, etag: entry.etag } : null;
  }
  return {
    async create(alert) {
      // The pending entry first: a kept pending alert is always listed.
      await call('write index', () => store.set(`${PENDING}${alert.id}`, ''));
      return (await call('create', () => store.setJSON(alertKey(alert.id), alert, { onlyIfNew: true }))).modified;
    },
    get,
    async replace(from, to) {
      const result = await call('write', () => store.setJSON(alertKey(to.id), to, { onlyIfMatch: from.etag }));
      if (!result.modified) return null;
      if (to.state !== 'pending') await call('delete index', () => store.delete(`${PENDING}${to.id}`));
      return result.etag ?? null;
    },
    async pendingIds() {
      const { blobs } = await call('list', () => store.list({ prefix: PENDING }));
      return blobs.map((blob) => blob.key.slice(PENDING.length));
    },
    async removeSettled(before) {
      const { blobs } = await call('list', () => store.list({ prefix: 'alerts/' }));
      let removed = 0;
      for (const { key } of blobs) {
        const kept = await get(key.slice('alerts/'.length));
        if (!kept || kept.alert.state === 'pending' || Date.parse(kept.alert.raisedAt) >= before) continue;
        await call('delete', () => store.delete(key));
        removed++;
      }
      return removed;
    },
    async readNote<T>(name: string) {
      const entry = await call('read', () => store.getWithMetadata(noteKey(name), { type: 'json' }));
      return entry?.etag ? { value: entry.data as T, etag: entry.etag } : null;
    },
    async writeNote(name, value, etag) {
      const condition = etag === null ? { onlyIfNew: true as const } : { onlyIfMatch: etag };
      return (await call('write', () => store.setJSON(noteKey(name), value, condition))).modified;
    },
  };
}
