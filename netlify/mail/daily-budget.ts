/**
 * The provider's daily quota (MAIL_DAILY_LIMIT sends per UTC day), shared by every function
 * instance: delivery takes one unit before each attempt, the first and every retry. What finds
 * the day's budget spent is not refused: it is kept and sent from the next UTC midnight on.
 * The day's count is one store entry (./throttle-store.ts), raised by compare-and-set, so
 * concurrent takers on any number of instances never take more than the limit. A remembered count
 * can only lag, so a "spent" based on it is right. If the store fails or gives no ETag, each
 * instance counts on its own.
 */
import { bucketStart, DAY_MS, entryKey, NoEtag, requireEtag, type Entry, type ThrottleStore } from './throttle-store.ts';

export type Budget = { ok: true } | { ok: false; reopensAt: number };

/** The day's entry as this instance last wrote it: the next take writes on it without reading first. */
let lastSeen: { key: string; entry: Entry } | undefined;

/** This instance's own count, for when the store cannot keep the shared one. */
const local = { day: 0, count: 0 };

/** The instance's own count, added to the day's count it last saw in the store. */
function takeLocally(day: number, key: string, limit: number): Budget {
  if (local.day !== day) Object.assign(local, { day, count: 0 });
  const seen = lastSeen?.key === key ? countOf(lastSeen.entry.value) : 0;
  if (seen + local.count >= limit) return { ok: false, reopensAt: day + DAY_MS };
  local.count++;
  return { ok: true };
}

const countOf = (value: unknown) => {
  const count = (value as { count?: unknown } | null)?.count;
  return typeof count === 'number' ? count : 0;
};

/** Takes one send of the UTC day of `now` out of `limit` (0: no limit), or says when the next day opens. */
export async function takeDailyBudget(store: ThrottleStore, limit: number, now: number): Promise<Budget> {
  if (limit <= 0) return { ok: true };
  const day = bucketStart(now, DAY_MS);
  const key = entryKey('budget', day, 'sends');
  try {
    let entry = lastSeen?.key === key ? lastSeen.entry : await store.read(key);
    // Every lost race is another taker's unit out of `limit`: past that many, the store misbehaves.
    for (let race = 0; race <= limit; race++) {
      const count = entry ? countOf(entry.value) : 0;
      if (count >= limit) return { ok: false, reopensAt: day + DAY_MS };
      const value = { count: count + 1 };
      const etag = await store.write(key, value, entry ? requireEtag(entry) : null);
      if (etag) {
        lastSeen = { key, entry: { value, etag } };
        return { ok: true };
      }
      entry = await store.read(key);
    }
    throw new Error(`lost more than ${limit} races for the daily budget`);
  } catch (error) {
    if (!(error instanceof NoEtag)) console.warn(JSON.stringify({ event: 'mail-budget', fallback: 'instance', error: String(error) }));
    return takeLocally(day, key, limit);
  }
}
