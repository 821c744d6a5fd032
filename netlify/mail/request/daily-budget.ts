/**
 * Counts per UTC day, shared by every function instance: the provider's quota (MAIL_DAILY_LIMIT
 * sends, taken before each attempt, the first and every retry) and the messages mailed for each
 * client and each sender (MAIL_DAILY_PER_CLIENT, ./throttle.ts). What finds its day's count spent
 * is not refused: the quota keeps it for the next UTC day, the per-client count holds it.
 * A day's count is one store entry (./throttle-store.ts), raised by compare-and-set, so
 * concurrent takers on any number of instances never take more than the limit. A remembered count
 * can only lag, so a "spent" based on it is right. If the store fails or gives no ETag, each
 * instance counts on its own.
 */
import { BoundedMap } from './bounded-map.ts';
import { bucketStart, DAY_MS, entryKey, NoEtag, requireEtag, type Entry, type ThrottleStore } from './throttle-store.ts';

/** A unit taken (and how many of the day's are taken now, counting it), or when the next day opens. */
export type Budget = { ok: true; used: number } | { ok: false; reopensAt: number };

/** Counts an instance remembers: a client it forgets is read again, or counted afresh when the store fails. */
const REMEMBERED = 10_000;
/** Each day's entry as this instance last wrote it: the next take writes on it without reading first. */
const lastSeen = new BoundedMap<string, Entry>(REMEMBERED);
/** This instance's own counts, for when the store cannot keep the shared ones. */
const local = new BoundedMap<string, number>(REMEMBERED);

/** The instance's own count, added to the day's count it last saw in the store. */
function takeLocally(day: number, key: string, limit: number): Budget {
  const seen = countOf(lastSeen.get(key)?.value);
  const own = local.get(key) ?? 0;
  if (seen + own >= limit) return { ok: false, reopensAt: day + DAY_MS };
  local.set(key, own + 1);
  return { ok: true, used: seen + own + 1 };
}

const countOf = (value: unknown) => {
  const count = (value as { count?: unknown } | null)?.count;
  return typeof count === 'number' ? count : 0;
};

/** Takes one unit of `id`'s count for the UTC day of `now`, out of `limit` (0: no limit), or says when the next day opens. */
export async function takeDailyUnit(store: ThrottleStore, id: string, limit: number, now: number): Promise<Budget> {
  if (limit <= 0) return { ok: true, used: 0 };
  const day = bucketStart(now, DAY_MS);
  const key = entryKey('budget', day, id);
  try {
    let entry = lastSeen.get(key) ?? (await store.read(key));
    // Every lost race is another taker's unit out of `limit`: past that many, the store misbehaves.
    for (let race = 0; race <= limit; race++) {
      const count = entry ? countOf(entry.value) : 0;
      if (count >= limit) return { ok: false, reopensAt: day + DAY_MS };
      const value = { count: count + 1 };
      const etag = await store.write(key, value, entry ? requireEtag(entry) : null);
      if (etag) {
        lastSeen.set(key, { value, etag });
        return { ok: true, used: value.count };
      }
      entry = await store.read(key);
    }
    throw new Error(`lost more than ${limit} races for ${key}`);
  } catch (error) {
    if (!(error instanceof NoEtag)) console.warn(JSON.stringify({ event: 'mail-budget', fallback: 'instance', error: String(error) }));
    return takeLocally(day, key, limit);
  }
}

/** The provider's quota: one send of the day out of `limit`. */
export const takeDailyBudget = (store: ThrottleStore, limit: number, now: number) => takeDailyUnit(store, 'sends', limit, now);
