/**
 * Alerts kept until their channel took them: `alerts/<id>`, created only if new (so a cause is
 * alerted once), rewritten by compare-and-set; `pending/<id>` lists those still to send.
 */
import { getStore, type Store } from '@netlify/blobs';
import pLimit from 'p-limit';
import { callStore, versionedEntries } from '../../request/store-call.ts';
import type { Alert } from './alert.ts';

export const ALERT_STORE = 'mail-alerts';

export type VersionedAlert = { alert: Alert; etag: string };

export type AlertStore = ReturnType<typeof blobsAlertStore>;

const alertKey = (id: string) => `alerts/${id}`;
const PENDING = 'pending/';
const noteKey = (name: string) => `notes/${name}`;
const READS_AT_ONCE = 8;

export function blobsAlertStore(store: Store = getStore({ name: ALERT_STORE, consistency: 'strong' })) {
  const entries = versionedEntries(store, 'alerts');
  const call = <T>(operation: string, task: () => Promise<T>) =>
    callStore(`alerts ${operation}`, task, { pausesOthers: operation !== 'list' });
  async function get(id: string): Promise<VersionedAlert | null> {
    const entry = await entries.read<Alert>(alertKey(id));
    return entry && { alert: entry.value, etag: entry.etag };
  }

  async function all(): Promise<Alert[]> {
    const { blobs } = await call('list', () => store.list({ prefix: 'alerts/' }));
    const limit = pLimit(READS_AT_ONCE);
    const kept = await Promise.all(blobs.map(({ key }) => limit(() => get(key.slice('alerts/'.length)))));
    return kept.filter((entry) => entry !== null).map((entry) => entry.alert);
  }
  return {
    /** False if one with its id was kept already. */
    async create(alert: Alert): Promise<boolean> {
      // The pending entry first: a kept pending alert is always listed.
      await call('write index', () => store.set(`${PENDING}${alert.id}`, ''));
      return (await call('create', () => store.setJSON(alertKey(alert.id), alert, { onlyIfNew: true }))).modified;
    },
    get,
    async replace(from: VersionedAlert, to: Alert): Promise<string | null> {
      const etag = await entries.write(alertKey(to.id), to, from.etag);
      if (etag && to.state !== 'pending') await call('delete index', () => store.delete(`${PENDING}${to.id}`));
      return etag;
    },
    async pendingIds(): Promise<string[]> {
      const { blobs } = await call('list', () => store.list({ prefix: PENDING }));
      return blobs.map((blob) => blob.key.slice(PENDING.length));
    },
    all,
    /** The alerts settled and raised before `before` (ms); answers how many. */
    async removeSettled(before: number): Promise<number> {
      const settled = (await all()).filter((alert) => alert.state !== 'pending' && Date.parse(alert.raisedAt) < before);
      for (const { id } of settled) await call('delete', () => store.delete(alertKey(id)));
      return settled.length;
    },
    readNote: <T>(name: string) => entries.read<T>(noteKey(name)),
    writeNote: (name: string, value: unknown, etag: string | null) => entries.write(noteKey(name), value, etag),
  };
}
