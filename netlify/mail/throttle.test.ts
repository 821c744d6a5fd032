import { setImmediate as tick } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, jsonRequest, sendBody, useMailTestEnv } from './testing/harness.ts';
import { createThrottle } from './throttle.ts';
import type { SendLogStore } from './throttle-store.ts';

const { resendCalls } = useMailTestEnv({ MAIL_THROTTLE_PER_IP: '5', MAIL_THROTTLE_WINDOW_S: '600' });

/** Compare-and-set, atomic as Netlify Blobs is; each call yields so racers interleave. */
function atomicMemoryStore(): SendLogStore & { writes: number } {
  const entries = new Map<string, { times: number[]; etag: string }>();
  let version = 0;
  return {
    writes: 0,
    async read(scope) {
      await tick();
      return entries.get(scope) ?? null;
    },
    async write(scope, times, etag) {
      this.writes++;
      await tick();
      if ((entries.get(scope)?.etag ?? null) !== etag) return null;
      const entry = { times, etag: `v${++version}` };
      entries.set(scope, entry);
      return entry.etag;
    },
  };
}

/** A clock the test moves by hand. */
function fakeClock(start: number) {
  let now = start;
  return { now: () => now, set: (time: number) => void (now = time) };
}

describe('takeSlot, shared by separate function instances', () => {
  it('lets exactly `limit` of many concurrent requests on many instances through', async () => {
    const store = atomicMemoryStore();
    const instances = Array.from({ length: 8 }, () => createThrottle());
    const slots = await Promise.all(
      Array.from({ length: 40 }, (_, i) => instances[i % instances.length]!.takeSlot(store, 'ip/a', 5, 60_000)),
    );
    expect(slots.filter((slot) => slot.ok)).toHaveLength(5);
  });

  it('frees a place exactly one window after each send, and says when', async () => {
    const clock = fakeClock(1_000_000);
    const throttle = createThrottle(clock.now);
    const store = atomicMemoryStore();
    expect(await throttle.takeSlot(store, 'k', 2, 10_000)).toEqual({ ok: true });
    clock.set(1_004_000);
    expect(await throttle.takeSlot(store, 'k', 2, 10_000)).toEqual({ ok: true });
    expect(await throttle.takeSlot(store, 'k', 2, 10_000)).toEqual({ ok: false, retryAfterS: 6 });
    clock.set(1_009_999);
    expect((await throttle.takeSlot(store, 'k', 2, 10_000)).ok).toBe(false);
    clock.set(1_010_000);
    expect(await throttle.takeSlot(store, 'k', 2, 10_000)).toEqual({ ok: true });
    expect(await throttle.takeSlot(store, 'k', 2, 10_000)).toEqual({ ok: false, retryAfterS: 4 });
  });

  it('never lets 2 × limit through around a fixed-window boundary', async () => {
    const clock = fakeClock(600_000 - 100);
    const throttle = createThrottle(clock.now);
    const store = atomicMemoryStore();
    const limit = 5;
    // A burst just before a multiple of the window, another just after it.
    const before = await Promise.all(Array.from({ length: limit }, () => throttle.takeSlot(store, 'ip/x', limit, 600_000)));
    clock.set(600_000 + 100);
    const after = await Promise.all(Array.from({ length: limit }, () => throttle.takeSlot(store, 'ip/x', limit, 600_000)));
    expect(before.every((slot) => slot.ok)).toBe(true);
    expect(after.filter((slot) => slot.ok)).toHaveLength(0);
  });

  it('holds the limit over every window of its length, whatever the arrival times', async () => {
    const clock = fakeClock(0);
    const instances = [createThrottle(clock.now), createThrottle(clock.now), createThrottle(clock.now)];
    const store = atomicMemoryStore();
    const limit = 4;
    const windowMs = 10_000;
    const accepted: number[] = [];
    let time = 0;
    // A fixed pseudo-random sequence of gaps, from bursts (0 ms) to lulls (6 s).
    for (let i = 0; i < 400; i++) {
      time += (i * 7919) % 6001 < 3000 ? 0 : (i * 104729) % 6001;
      clock.set(time);
      if ((await instances[i % 3]!.takeSlot(store, 'ip/r', limit, windowMs)).ok) accepted.push(time);
    }
    expect(accepted.length).toBeGreaterThan(limit * 10);
    for (const start of accepted) {
      expect(accepted.filter((sent) => sent >= start && sent < start + windowMs).length).toBeLessThanOrEqual(limit);
    }
  });

  it('costs one write for a new client, and no write to refuse a request', async () => {
    const store = atomicMemoryStore();
    const throttle = createThrottle();
    await throttle.takeSlot(store, 'k', 3, 60_000);
    expect(store.writes).toBe(1);
    for (let i = 0; i < 2; i++) await throttle.takeSlot(store, 'k', 3, 60_000);
    const writesBefore = store.writes;
    expect((await throttle.takeSlot(store, 'k', 3, 60_000)).ok).toBe(false);
    expect(store.writes).toBe(writesBefore);
  });

  it('falls back to a limit of its own when the store fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: SendLogStore = {
      read: () => Promise.reject(new Error('store down')),
      write: () => Promise.reject(new Error('store down')),
    };
    const throttle = createThrottle();
    const slots = [];
    for (let i = 0; i < 4; i++) slots.push(await throttle.takeSlot(broken, 'k', 3, 60_000));
    expect(slots.map((slot) => slot.ok)).toEqual([true, true, true, false]);
  });
});

describe('the throttle in the mail API, on the local blob server', () => {
  afterEach(() => vi.useRealTimers());

  it('lets exactly MAIL_THROTTLE_PER_IP of 50 simultaneous requests from one IP through; the rest are 429', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => call(jsonRequest(sendBody()), '192.0.2.50')));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    for (const refused of results.filter((result) => result.status === 429)) {
      expect(refused.text).toBe('Too Many Requests');
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(resendCalls).toHaveLength(5);
  });

  it('keeps other IPs out of that window', async () => {
    for (let i = 0; i < 5; i++) await call(jsonRequest(sendBody()), '192.0.2.60');
    expect((await call(jsonRequest(sendBody()), '192.0.2.60')).status).toBe(429);
    expect((await call(jsonRequest(sendBody()), '192.0.2.61')).status).toBe(200);
  });

  it('frees a place MAIL_THROTTLE_WINDOW_S after each send', async () => {
    vi.stubEnv('MAIL_THROTTLE_PER_IP', '1');
    vi.stubEnv('MAIL_THROTTLE_WINDOW_S', '60');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    expect((await call(jsonRequest(sendBody()), '192.0.2.70')).status).toBe(200);
    vi.setSystemTime(new Date('2026-01-01T10:00:30Z'));
    const refused = await call(jsonRequest(sendBody()), '192.0.2.70');
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('30');
    vi.setSystemTime(new Date('2026-01-01T10:01:00Z'));
    expect((await call(jsonRequest(sendBody()), '192.0.2.70')).status).toBe(200);
  });

  it('allows one send a second per public key, whatever the IP', async () => {
    vi.stubEnv('MAIL_THROTTLE_KEY_INTERVAL_MS', '1000');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => call(jsonRequest(sendBody()), `192.0.2.${100 + i}`)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 429)).toHaveLength(9);
    expect(resendCalls).toHaveLength(1);
  });

  it('does not count refused or honeypot requests', async () => {
    vi.stubEnv('MAIL_THROTTLE_PER_IP', '1');
    await call(jsonRequest(sendBody({ service_id: 'nope' })), '192.0.2.80');
    await call(jsonRequest(sendBody({ template_params: { ...sendBody().template_params, website: 'x' } })), '192.0.2.80');
    expect((await call(jsonRequest(sendBody()), '192.0.2.80')).status).toBe(200);
  });
});
