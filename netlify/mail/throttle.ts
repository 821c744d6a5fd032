/**
 * Step 7: rate limits shared by every function instance. Each limit is a sliding window of send
 * times kept in one blob, updated with a compare-and-set: of two concurrent requests only one
 * write lands, the other re-reads and decides again, so the limit cannot be overrun.
 * Within one instance, requests for the same key also queue up, which spares the store a storm
 * of lost races when a burst lands on a single instance.
 */
import { createHash } from 'node:crypto';
import type { ConditionalStore } from './conditional-store.ts';
import { MailError } from './respond.ts';

export type ThrottleSettings = { perIp: number; windowMs: number; keyIntervalMs: number };
type Slot = { ok: true } | { ok: false; retryAfterS: number };

/** Lost races before giving up: only reached under heavy contention, and then refusing is right. */
const MAX_ATTEMPTS = 8;
const queues = new Map<string, Promise<unknown>>();

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

function recentHits(value: unknown, since: number): number[] {
  const hits = (value as { hits?: unknown } | null)?.hits;
  if (!Array.isArray(hits)) return [];
  return hits.filter((hit): hit is number => typeof hit === 'number' && hit > since).sort((a, b) => a - b);
}

/** Takes one of `limit` slots in the window ending now, or says when the next one frees up. */
export async function takeSlot(store: ConditionalStore, key: string, limit: number, windowMs: number): Promise<Slot> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const entry = await store.read(key);
    const now = Date.now();
    const hits = recentHits(entry?.value, now - windowMs);
    if (hits.length >= limit) {
      const freedAt = (hits[hits.length - limit] ?? now) + windowMs;
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
    }
    if (await store.write(key, { hits: [...hits, now] }, entry?.etag ?? null)) return { ok: true };
  }
  return { ok: false, retryAfterS: 1 };
}

// Keys are hashed: no raw IP is stored, and any string makes a valid blob key.
const blobKey = (kind: string, value: string) => `${kind}/${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;

async function enforce(store: ConditionalStore, key: string, limit: number, windowMs: number, reason: string) {
  const slot = await serialized(key, () => takeSlot(store, key, limit, windowMs));
  if (!slot.ok) {
    throw new MailError(429, 'Too Many Requests', reason, { 'Retry-After': String(slot.retryAfterS) });
  }
}

/**
 * Per client IP first, so a client over its own limit never uses up the shared per-key slot.
 * A limit set to 0 is off.
 */
export async function checkThrottle(
  store: ConditionalStore,
  caller: { ip: string; publicKey: string },
  settings: ThrottleSettings,
): Promise<void> {
  if (settings.perIp > 0 && settings.windowMs > 0) {
    await enforce(store, blobKey('ip', caller.ip), settings.perIp, settings.windowMs, 'ip throttle');
  }
  if (settings.keyIntervalMs > 0) {
    await enforce(store, blobKey('key', caller.publicKey), 1, settings.keyIntervalMs, 'key throttle');
  }
}
