/**
 * At most `clientsPerHour` clients mailed each UTC hour, shared by every instance: a client already
 * mailed is let in again, a new one past the cap is held, however many clients a bot has. Without a
 * working store the client is let in: the per-client caps still hold.
 */
import { sharedOrOwn, updateWithRetry } from './store-call.ts';
import { bucketStart, casEntry, DAY_MS, entryKey, HOUR_MS, type ThrottleStore } from './throttle-store.ts';

/** Each lost race is another client taking a place. */
const MAX_RACES = 16;

const clientsIn = (value: unknown): string[] => {
  const clients = (value as { clients?: unknown } | null)?.clients;
  return Array.isArray(clients) ? clients : [];
};

/** 0: no limit. */
export async function admitClient(store: ThrottleStore, client: string, limit: number, now: number): Promise<boolean> {
  if (limit <= 0) return true;
  const key = entryKey(
    'budget',
    bucketStart(now, DAY_MS),
    `clients-${new Date(bucketStart(now, HOUR_MS)).toISOString().slice(11, 13)}`,
  );
  const admit = (value: unknown) => {
    const clients = clientsIn(value);
    if (clients.includes(client)) return { answer: true };
    return clients.length >= limit ? { answer: false } : { value: { clients: [...clients, client] }, answer: true };
  };
  const shared = async () => (await updateWithRetry(casEntry(store, key), admit, MAX_RACES)).answer;
  return sharedOrOwn('mail-throttle', 'clients per hour off', shared, () => true);
}
