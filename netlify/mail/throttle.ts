/**
 * Step 7: rate limits shared by every function instance, as sliding windows: a send is allowed
 * when fewer than `limit` sends of the same scope happened in the `windowMs` before it, so no
 * stretch of time of that length ever holds more than `limit` sends (a fixed window would let
 * 2 × limit through around its boundary). Each scope's recent send times are one store entry,
 * updated by compare-and-set: a lost race reads again, so concurrent requests on any number of
 * instances cannot both take the last place. Each instance remembers the last state it saw of a
 * scope and writes on it without reading first: a new client costs one write. A remembered
 * state can only lack sends, never hold extra ones, so a refusal based on it is right.
 * If the store fails, each instance falls back to a log of its own: a weaker limit, but the
 * visitor's message still goes through while the store is down.
 */
import { createHash } from 'node:crypto';
import { MailError } from './respond.ts';
import type { SendLog, SendLogStore } from './throttle-store.ts';

export type ThrottleSettings = { perIp: number; windowMs: number; keyIntervalMs: number };
export type Slot = { ok: true } | { ok: false; retryAfterS: number };

/** Each lost race means another request got a place; past this many, answer "try again soon". */
const MAX_RACES = 32;

function decide(times: number[], limit: number, windowMs: number, now: number): { recent: number[]; slot: Slot } {
  const recent = times.filter((time) => time > now - windowMs && time <= now);
  if (recent.length < limit) return { recent, slot: { ok: true } };
  const retryAfterS = Math.max(1, Math.ceil((Math.min(...recent) + windowMs - now) / 1000));
  return { recent, slot: { ok: false, retryAfterS } };
}

/** One per function instance; `now` is the clock (tests pass a fake one). */
export function createThrottle(now: () => number = () => Date.now()) {
  const fallback = new Map<string, number[]>();
  const lastSeen = new Map<string, SendLog>();

  function takeLocally(scope: string, limit: number, windowMs: number): Slot {
    const time = now();
    const { recent, slot } = decide(fallback.get(scope) ?? [], limit, windowMs, time);
    fallback.set(scope, slot.ok ? [...recent, time] : recent);
    return slot;
  }

  /** Takes one of `limit` places in the window of `scope` that ends now, or says when one frees. */
  async function takeSlot(store: SendLogStore, scope: string, limit: number, windowMs: number): Promise<Slot> {
    try {
      let log = lastSeen.get(scope) ?? null;
      for (let race = 0; race < MAX_RACES; race++) {
        const time = now();
        const { recent, slot } = decide(log?.times ?? [], limit, windowMs, time);
        if (!slot.ok) return slot;
        const times = [...recent, time];
        const etag = await store.write(scope, times, log?.etag ?? null);
        if (etag) {
          lastSeen.set(scope, { times, etag });
          return slot;
        }
        log = await store.read(scope);
      }
      return { ok: false, retryAfterS: 1 };
    } catch (error) {
      console.warn(JSON.stringify({ event: 'mail-throttle', fallback: 'instance', error: String(error) }));
      return takeLocally(scope, limit, windowMs);
    }
  }

  async function enforce(store: SendLogStore, scope: string, limit: number, windowMs: number, reason: string): Promise<void> {
    const slot = await takeSlot(store, scope, limit, windowMs);
    if (!slot.ok) throw new MailError(429, 'Too Many Requests', reason, { 'Retry-After': String(slot.retryAfterS) });
  }

  return {
    takeSlot,
    /**
     * Per client IP first, so a client over its own limit never uses up the shared per-key place.
     * A limit set to 0 is off.
     */
    async check(store: SendLogStore, caller: { ip: string; publicKey: string }, settings: ThrottleSettings): Promise<void> {
      if (settings.perIp > 0 && settings.windowMs > 0) {
        await enforce(store, scope('ip', caller.ip), settings.perIp, settings.windowMs, 'ip throttle');
      }
      if (settings.keyIntervalMs > 0) {
        await enforce(store, scope('key', caller.publicKey), 1, settings.keyIntervalMs, 'key throttle');
      }
    },
  };
}

// Hashed: no raw IP is stored, and any string makes a valid blob key.
const scope = (kind: string, value: string) => `${kind}/${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;
