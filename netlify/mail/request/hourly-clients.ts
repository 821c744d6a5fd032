/**
 * The clients mailed in each UTC hour, shared by every function instance: at most
 * `clientsPerHour` of them (the visitors' share of the quota for an hour, ./daily-budget.ts). A
 * client already mailed this hour is let in again; a new one past the cap is held, however many
 * clients a bot has. One store entry per hour lists the clients' hashes, raised by compare-and-set.
 * If the store fails or gives no ETag, the client is let in: the per-client caps still hold.
 */
import { bucketStart, DAY_MS, entryKey, NoEtag, requireEtag, type ThrottleStore } from './throttle-store.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Lost races before the client is let in: each race is another client taking a place. */
const MAX_RACES = 16;

const clientsIn = (value: unknown): string[] => {
  const clients = (value as { clients?: unknown } | null)?.clients;
  return Array.isArray(clients) ? clients : [];
};

/** Whether `client` may be mailed in the hour of `now`: already mailed in it, or one of its first `limit` (0: no limit). */
export async function admitClient(store: ThrottleStore, client: string, limit: number, now: number): Promise<boolean> {
  if (limit <= 0) return true;
  const key = entryKey(
    'budget',
    bucketStart(now, DAY_MS),
    `clients-${new Date(bucketStart(now, HOUR_MS)).toISOString().slice(11, 13)}`,
  );
  try {
    for (let race = 0; race < MAX_RACES; race++) {
      const entry = await store.read(key);
      const clients = clientsIn(entry?.value);
      if (clients.includes(client)) return true;
      if (clients.length >= limit) return false;
      if (await store.write(key, { clients: [...clients, client] }, entry ? requireEtag(entry) : null)) return true;
    }
  } catch (error) {
    if (!(error instanceof NoEtag))
      console.warn(JSON.stringify({ event: 'mail-throttle', fallback: 'clients per hour off', error: String(error) }));
  }
  return true;
}
