/**
 * The throttle step (./handler.ts), shared by every instance:
 * - per client (./client-ip.ts), `perIp` sends per sliding `windowMs`; over it, 429, the only refusal;
 * - per client and sender, `perClientDay` mailed a UTC day (./daily-budget.ts), and `clientsPerHour`
 *   clients an hour (./hourly-clients.ts); past either, held, so a bot cannot spend the quota;
 * - per public key, one send per `keyIntervalMs`: everyone's traffic, so it delays, never refuses.
 * A scope's send times are one entry per time bucket (./throttle-store.ts), written by compare-and-set;
 * a bucket opens only once the previous one is sealed, so no send lands unseen. Without a working
 * store (or ETags), each instance keeps its own log: weaker, never a refusal for the store's sake.
 */
import { BoundedMap } from './bounded-map.ts';
import { clientIds, hashed } from './client-ip.ts';
import type { MailConfig } from './config.ts';
import { takeDailyUnit } from './daily-budget.ts';
import { admitClient } from './hourly-clients.ts';
import { MailError } from './respond.ts';
import { requireEtag, sharedOrOwn } from './store-call.ts';
import { bucketLength, bucketStart, entryKey, type Entry, type ThrottleStore } from './throttle-store.ts';

export type Scope = { kind: 'ip' | 'key'; id: string };
export type Slot = { ok: true } | { ok: false; freesAt: number };
/** Send now, keep it for the retry pass from `until`, or hold it (its client or sender had its day's mail). */
export type SendDecision =
  { sendNow: true } | { sendNow: false; until: number; reason: string } | { sendNow: false; capped: true };
export type Caller = { ip: string | undefined; publicKey: string; sender?: string; hold?: boolean };

type SendLog = { times: number[]; sealed: boolean };

/** Each lost race means another request got a place; past this many, the place counts as taken. */
const MAX_RACES = 32;
const REMEMBERED = 10_000;

function decide(times: number[], limit: number, windowMs: number, now: number): { recent: number[]; slot: Slot } {
  // A time ahead of this clock (another instance's clock runs ahead) still counts.
  const recent = times.filter((time) => time > now - windowMs).sort((a, b) => a - b);
  if (recent.length < limit) return { recent, slot: { ok: true } };
  return { recent, slot: { ok: false, freesAt: recent[recent.length - limit]! + windowMs } };
}

const logOf = ({ value }: Entry): SendLog => {
  const { times, sealed } = (value ?? {}) as Partial<SendLog>;
  return { times: Array.isArray(times) ? times : [], sealed: sealed === true };
};

const SEALED_EMPTY: SendLog = { times: [], sealed: true };

/** Seals a bucket so no send lands in it any more: the times it holds, or null if another write came first. */
async function seal(store: ThrottleStore, key: string): Promise<number[] | null> {
  const entry = await store.read(key);
  if (!entry) return (await store.write(key, SEALED_EMPTY, null)) ? [] : null;
  const log = logOf(entry);
  if (log.sealed) return log.times;
  return (await store.write(key, { ...log, sealed: true }, requireEtag(entry))) ? log.times : null;
}

/** `etag` null: the entry is to be created. */
type BucketState = { times: number[]; etag: string | null };

/** A bucket's times, or the sealed previous bucket's for a new one; 'raced': another write came first. */
async function stateOf(
  store: ThrottleStore,
  key: string,
  previousKey: string,
): Promise<BucketState | 'sealed' | 'raced'> {
  const entry = await store.read(key);
  if (entry) {
    const log = logOf(entry);
    return log.sealed ? 'sealed' : { times: log.times, etag: requireEtag(entry) };
  }
  const carried = await seal(store, previousKey);
  return carried ? { times: carried, etag: null } : 'raced';
}

/** One per function instance. */
export function createThrottle(now: () => number = () => Date.now()) {
  // Bounded, so a bot farm's addresses cannot grow it.
  const fallback = new BoundedMap<string, number[]>(REMEMBERED);
  const lastSeen = new BoundedMap<string, { key: string; state: BucketState }>(REMEMBERED);
  // Emptied as each write ends: as large as the requests in flight.
  const inFlight = new Map<string, number[]>();

  /** Concurrent requests may finish out of order: a state is newer when it holds a later send. */
  function remember(name: string, key: string, state: BucketState): void {
    const prior = lastSeen.get(name);
    if (prior?.key === key && Math.max(...prior.state.times) > Math.max(...state.times)) return;
    lastSeen.set(name, { key, state });
  }

  /** Counts a place being written as taken, until the returned function is called. */
  function markWriting(name: string, time: number): () => void {
    inFlight.set(name, [...(inFlight.get(name) ?? []), time]);
    return () => {
      const left = (inFlight.get(name) ?? []).filter((_, index, all) => index !== all.indexOf(time));
      if (left.length) inFlight.set(name, left);
      else inFlight.delete(name);
    };
  }

  /** The instance's own log, with what it last saw and is writing in the store: a burst still counts. */
  function takeLocally(scope: Scope, limit: number, windowMs: number): Slot {
    const time = now();
    const name = `${scope.kind}/${scope.id}`;
    const own = (fallback.get(name) ?? []).filter((sent) => sent > time - windowMs);
    const shared = [...(lastSeen.get(name)?.state.times ?? []), ...(inFlight.get(name) ?? [])];
    const { slot } = decide([...own, ...shared], limit, windowMs, time);
    fallback.set(name, slot.ok ? [...own, time] : own);
    return slot;
  }

  async function takeShared(store: ThrottleStore, scope: Scope, limit: number, windowMs: number): Promise<Slot> {
    const name = `${scope.kind}/${scope.id}`;
    const length = bucketLength(windowMs);
    const keyOf = (bucket: number) => entryKey(scope.kind, bucket, scope.id);
    let bucket = bucketStart(now(), length);
    const remembered = lastSeen.get(name);
    let known = remembered?.key === keyOf(bucket) ? remembered.state : undefined;
    // A client this instance has not seen is most often new: creating the previous bucket sealed
    // succeeds only then, and says that this bucket has no entry either.
    if (!known && (await store.write(keyOf(bucket - length), SEALED_EMPTY, null))) known = { times: [], etag: null };
    for (let race = 0; race < MAX_RACES; race++) {
      const key = keyOf(bucket);
      const state = known ?? (await stateOf(store, key, keyOf(bucket - length)));
      known = undefined;
      if (state === 'sealed') {
        bucket += length;
        continue;
      }
      if (state === 'raced') continue;
      const time = now();
      const { recent, slot } = decide(state.times, limit, windowMs, time);
      if (!slot.ok) return slot;
      const times = [...recent, time];
      const written = markWriting(name, time);
      try {
        const etag = await store.write(key, { times, sealed: false }, state.etag);
        if (etag) {
          remember(name, key, { times, etag });
          return slot;
        }
      } finally {
        written();
      }
    }
    return { ok: false, freesAt: now() + 1000 };
  }

  const takeSlot = (store: ThrottleStore, scope: Scope, limit: number, windowMs: number): Promise<Slot> =>
    sharedOrOwn(
      'mail-throttle',
      'instance',
      () => takeShared(store, scope, limit, windowMs),
      () => takeLocally(scope, limit, windowMs),
    );

  return {
    takeSlot,
    /** The client's place first (the only refusal, so it takes no other place); a limit of 0 is off. */
    async check(store: ThrottleStore, caller: Caller, settings: MailConfig['throttle']): Promise<SendDecision> {
      const networks = clientIds(caller.ip);
      const client = networks[0]!;
      if (settings.perIp > 0 && settings.windowMs > 0) {
        const slot = await takeSlot(store, { kind: 'ip', id: client }, settings.perIp, settings.windowMs);
        if (!slot.ok) {
          const retryAfterS = Math.max(1, Math.ceil((slot.freesAt - now()) / 1000));
          throw new MailError(429, 'Too Many Requests', 'ip throttle', { 'Retry-After': String(retryAfterS) });
        }
      }
      // A message to hold is never sent: it takes no day's mail and no interval.
      if (caller.hold) return { sendNow: true };
      if (!(await admitClient(store, client, settings.clientsPerHour, now()))) return { sendNow: false, capped: true };
      if (settings.perClientDay > 0) {
        const mailers = [
          ...networks.map((network) => `client-${network}`),
          ...(caller.sender ? [`sender-${hashed(caller.sender.trim().toLowerCase())}`] : []),
        ];
        const days = await Promise.all(mailers.map((id) => takeDailyUnit(store, id, settings.perClientDay, now())));
        if (days.some((day) => !day.ok)) return { sendNow: false, capped: true };
      }
      if (settings.keyIntervalMs > 0) {
        const slot = await takeSlot(store, { kind: 'key', id: hashed(caller.publicKey) }, 1, settings.keyIntervalMs);
        if (!slot.ok) return { sendNow: false, until: slot.freesAt, reason: 'key interval' };
      }
      return { sendNow: true };
    },
  };
}
