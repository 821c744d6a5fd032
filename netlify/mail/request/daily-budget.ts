/**
 * Counts per UTC day, shared by every function instance: the provider's quota (MAIL_DAILY_LIMIT
 * sends, taken before each attempt, the first and every retry), the messages mailed for each
 * client and each sender (MAIL_DAILY_PER_CLIENT, ./throttle.ts) and the held messages each client
 * keeps whole (./held-count.ts). What finds its count spent is not refused: the quota keeps it
 * for later, the per-client count holds it.
 * The quota is shared out so that no visitor, and no bot, can starve the owner's mail:
 * - the owner (the digest, a message the owner released, the self-test) may take all of it;
 * - visitors' mail at request time gets the visitors' share (all but OWNER_RESERVE of it), spread
 *   over the day: by the end of each UTC hour, that hour's part of it (HOURLY_FLOOR at least, so
 *   a small limit still mails a few visitors at any hour), so a burst at midnight cannot spend
 *   what the afternoon's visitors need;
 * - the retry pass, which sends the messages that waited oldest first, gets the visitors' share so
 *   far and half of the reserve on top: what waited goes before anything newer, and the other half
 *   stays the owner's whatever waits.
 * A day's count is one store entry (./throttle-store.ts), raised by compare-and-set, so
 * concurrent takers on any number of instances never take more than the limit. A remembered count
 * can only lag, so a "spent" based on it is right. If the store fails or gives no ETag, each
 * instance counts on its own.
 */
import { BoundedMap } from './bounded-map.ts';
import {
  bucketStart,
  DAY_MS,
  entryKey,
  NoEtag,
  requireEtag,
  type Entry,
  type ThrottleStore,
} from './throttle-store.ts';

/** A unit taken (and how many of the day's are taken now, counting it), or when more opens. */
export type Budget = { ok: true; used: number } | { ok: false; reopensAt: number };

/** Who takes a unit of the provider's quota (see above). */
export type QuotaUser = 'owner' | 'waited' | 'visitor';

const HOUR_MS = 60 * 60 * 1000;

/** A UTC day's key: `2025-06-01` as `20250601`. */
export const dayKey = (now: number) => new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
/** The share of the daily limit the visitors' share leaves to the owner and to the messages that waited. */
const OWNER_RESERVE = 0.2;

/** What the visitors' share allows by the end of any hour, however small the limit. */
const HOURLY_FLOOR = 4;

const reserveOf = (limit: number) => Math.ceil(limit * OWNER_RESERVE);
/** The visitors' share of the day spread over its hours: what may be taken by the end of the `hours`th. */
function visitorsBy(limit: number, hours: number): number {
  const share = limit - reserveOf(limit);
  return Math.min(share, Math.max(HOURLY_FLOOR, Math.ceil((share * hours) / 24)));
}
const hoursBegun = (now: number) => Math.floor((now % DAY_MS) / HOUR_MS) + 1;

/** How many of the day's units `user` may have taken by `now`, and when that rises. */
export function quotaShare(user: QuotaUser, limit: number, now: number): { ceiling: number; reopensAt: number } {
  const nextDay = bucketStart(now, DAY_MS) + DAY_MS;
  if (user === 'owner') return { ceiling: limit, reopensAt: nextDay };
  const nextHour = bucketStart(now, HOUR_MS) + HOUR_MS;
  const visitors = visitorsBy(limit, hoursBegun(now));
  return { ceiling: user === 'visitor' ? visitors : visitors + Math.floor(reserveOf(limit) / 2), reopensAt: nextHour };
}

/** Clients mailed in an hour: as many as the visitors' share allows in its first hour, so a bot's many clients cannot all be mailed. */
export const clientsPerHour = (limit: number) => (limit > 0 ? Math.max(1, visitorsBy(limit, 1)) : 0);

/** Counts an instance remembers: a client it forgets is read again, or counted afresh when the store fails. */
const REMEMBERED = 10_000;
/** Each day's entry as this instance last wrote it: the next take writes on it without reading first. */
const lastSeen = new BoundedMap<string, Entry>(REMEMBERED);
/** This instance's own counts, for when the store cannot keep the shared ones. */
const local = new BoundedMap<string, number>(REMEMBERED);

/** The instance's own count, added to the day's count it last saw in the store. */
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

/** Takes one unit of `id`'s count for the UTC day of `now`, out of `limit`, or says when more opens (by default, the next day). */
export async function takeDailyUnit(
  store: ThrottleStore,
  id: string,
  limit: number,
  now: number,
  reopensAt = bucketStart(now, DAY_MS) + DAY_MS,
): Promise<Budget> {
  const day = bucketStart(now, DAY_MS);
  const key = entryKey('budget', day, id);
  try {
    let entry = lastSeen.get(key) ?? (await store.read(key));
    // Every lost race is another taker's unit out of `limit`: past that many, the store misbehaves.
    for (let race = 0; race <= limit; race++) {
      const count = entry ? countOf(entry.value) : 0;
      if (count >= limit) return { ok: false, reopensAt };
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
    if (!(error instanceof NoEtag))
      console.warn(JSON.stringify({ event: 'mail-budget', fallback: 'instance', error: String(error) }));
    return takeLocally(key, limit, reopensAt);
  }
}

/** The provider's quota: one send of the day out of `limit` (0: no limit), within `user`'s share. */
export function takeDailyBudget(store: ThrottleStore, limit: number, now: number, user: QuotaUser): Promise<Budget> {
  if (limit <= 0) return Promise.resolve({ ok: true, used: 0 });
  const { ceiling, reopensAt } = quotaShare(user, limit, now);
  return takeDailyUnit(store, 'sends', ceiling, now, reopensAt);
}
