/**
 * Step 7: rate limits shared by every function instance. Time is cut into fixed windows; a window
 * holds `limit` numbered slots, and a request must claim a free one with an atomic create-if-absent
 * write. Two concurrent requests can never claim the same slot, so the limit holds however many
 * instances run.
 * Each instance also remembers which slots it has seen taken (slots are never freed within a
 * window), and queues its own requests for the same window, so a burst on one instance costs
 * one write per request at most.
 */
import { createHash } from 'node:crypto';
import { MailError } from './respond.ts';
import type { SlotStore } from './slot-store.ts';

export type ThrottleSettings = { perIp: number; windowMs: number; keyIntervalMs: number };
export type Slot = { ok: true } | { ok: false; retryAfterS: number };

/** One per function instance: the queues and the hints are this instance's, the slots are shared. */
export function createThrottle() {
  const queues = new Map<string, Promise<unknown>>();
  /** Per scope, the window last seen and how many of its slots are known to be taken. */
  const taken = new Map<string, { window: number; count: number }>();

  function serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    queues.set(key, tail);
    void tail.then(() => {
      if (queues.get(key) === tail) queues.delete(key);
    });
    return run;
  }

  /** Claims one of `limit` slots in the current window of `scope`, or says when the window ends. */
  async function takeSlot(store: SlotStore, scope: string, limit: number, windowMs: number): Promise<Slot> {
    const now = Date.now();
    const window = Math.floor(now / windowMs);
    const known = taken.get(scope);
    let slot = known?.window === window ? known.count : 0;
    for (; slot < limit; slot++) {
      if (await store.claim(`${scope}/${window}/${slot}`)) break;
    }
    taken.set(scope, { window, count: Math.min(slot + 1, limit) });
    if (slot < limit) return { ok: true };
    return { ok: false, retryAfterS: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)) };
  }

  async function enforce(store: SlotStore, scope: string, limit: number, windowMs: number, reason: string): Promise<void> {
    const slot = await serialized(scope, () => takeSlot(store, scope, limit, windowMs));
    if (!slot.ok) throw new MailError(429, 'Too Many Requests', reason, { 'Retry-After': String(slot.retryAfterS) });
  }

  return {
    takeSlot,
    /**
     * Per client IP first, so a client over its own limit never uses up the shared per-key slot.
     * A limit set to 0 is off.
     */
    async check(store: SlotStore, caller: { ip: string; publicKey: string }, settings: ThrottleSettings): Promise<void> {
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
