/**
 * Counts per UTC day, shared by every instance: the provider's quota (MAIL_DAILY_LIMIT, taken before
 * every attempt), each client's and sender's mailed messages (MAIL_DAILY_PER_CLIENT) and each client's
 * whole held messages (./held-count.ts). A spent count never refuses: it defers or holds.
 * The quota is shared out so nobody starves the owner's mail: the owner (digest, releases, self-test)
 * may take all of it; visitors get all but OWNER_RESERVE, spread over the day hour by hour (at least
 * HOURLY_FLOOR), so a burst at midnight cannot spend the afternoon's; the retry pass gets the visitors'
 * share so far plus half the reserve. A day's count is one entry raised by compare-and-set (a
 * remembered count only lags, so "spent" is right); without the store, each instance counts alone.
 */
import { BoundedMap } from './bounded-map.ts';
import { sharedOrOwn, updateWithRetry, type Update, type Versioned } from './store-call.ts';
import { bucketStart, casEntry, DAY_MS, entryKey, HOUR_MS, type ThrottleStore } from './throttle-store.ts';

/** A unit taken (with the day's count, counting it), or when more opens. */
export type Budget = { ok: true; used: number } | { ok: false; reopensAt: number };

export type QuotaUser = 'owner' | 'waited' | 'visitor';

/** `20250601`. */
export const dayKey = (now: number) => new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
const OWNER_RESERVE = 0.2;

const HOURLY_FLOOR = 4;

const reserveOf = (limit: number) => Math.ceil(limit * OWNER_RESERVE);
/** What the visitors may have taken by the end of the `hours`th hour. */
function visitorsBy(limit: number, hours: number): number {
  const share = limit - reserveOf(limit);
  return Math.min(share, Math.max(HOURLY_FLOOR, Math.ceil((share * hours) / 24)));
}
const hoursBegun = (now: number) => Math.floor((now % DAY_MS) / HOUR_MS) + 1;

export function quotaShare(user: QuotaUser, limit: number, now: number): { ceiling: number; reopensAt: number } {
  const nextDay = bucketStart(now, DAY_MS) + DAY_MS;
  if (user === 'owner') return { ceiling: limit, reopensAt: nextDay };
  const nextHour = bucketStart(now, HOUR_MS) + HOUR_MS;
  const visitors = visitorsBy(limit, hoursBegun(now));
  return { ceiling: user === 'visitor' ? visitors : visitors + Math.floor(reserveOf(limit) / 2), reopensAt: nextHour };
}

/** As many as the visitors' share allows in its first hour, so a bot's many clients cannot all be mailed. */
export const clientsPerHour = (limit: number) => (limit > 0 ? Math.max(1, visitorsBy(limit, 1)) : 0);

const REMEMBERED = 10_000;
/** As last written here: the next take writes on it without reading first. */
const lastSeen = new BoundedMap<string, Versioned<unknown>>(REMEMBERED);
const local = new BoundedMap<string, number>(REMEMBERED);

function takeLocally(key: string, limit: number, reopensAt: number): Budget {
  const seen = countOf(lastSeen.get(key)?.value);
  const own = local.get(key) ?? 0;
  if (seen + own >= limit) return { ok: false, reopensAt };
  local.set(key, own + 1);
  return { ok: true, used: seen + own + 1 };
}

const countOf = (value: unknown) => {
  const count = (value as { count?: unknown } | null)?.count;
  return typeof count === 'number' ? count : 0;
};

/** One unit of `id`'s count for the UTC day, out of `limit`. */
export async function takeDailyUnit(
  store: ThrottleStore,
  id: string,
  limit: number,
  now: number,
  reopensAt = bucketStart(now, DAY_MS) + DAY_MS,
): Promise<Budget> {
  const day = bucketStart(now, DAY_MS);
  const key = entryKey('budget', day, id);
  const take = (value: unknown): Update<{ count: number }, Budget> => {
    const count = countOf(value);
    if (count >= limit) return { answer: { ok: false, reopensAt } };
    return { value: { count: count + 1 }, answer: { ok: true, used: count + 1 } };
  };
  const shared = async () => {
    // Every lost race is another taker's unit out of `limit`: past that many, the store misbehaves.
    const { answer, saved } = await updateWithRetry(casEntry(store, key), take, limit + 1, lastSeen.get(key));
    if (saved) lastSeen.set(key, saved);
    else if (answer.ok) throw new Error(`lost more than ${limit} races for ${key}`);
    return answer;
  };
  return sharedOrOwn('mail-budget', 'instance', shared, () => takeLocally(key, limit, reopensAt));
}

/** One send of the day out of `limit` (0: no limit), within `user`'s share. */
export function takeDailyBudget(store: ThrottleStore, limit: number, now: number, user: QuotaUser): Promise<Budget> {
  if (limit <= 0) return Promise.resolve({ ok: true, used: 0 });
  const { ceiling, reopensAt } = quotaShare(user, limit, now);
  return takeDailyUnit(store, 'sends', ceiling, now, reopensAt);
}
