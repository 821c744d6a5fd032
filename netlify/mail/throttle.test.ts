import { setImmediate as tick } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SlotStore } from './slot-store.ts';
import { call, jsonRequest, sendBody, useMailTestEnv } from './testing/harness.ts';
import { createThrottle } from './throttle.ts';

const { resendCalls } = useMailTestEnv({ MAIL_THROTTLE_PER_IP: '5', MAIL_THROTTLE_WINDOW_S: '600' });

/** Create-if-absent, atomic as Netlify Blobs is in production; each call yields so racers interleave. */
function atomicMemoryStore(): SlotStore & { claims: number } {
  const keys = new Set<string>();
  return {
    claims: 0,
    async claim(key) {
      this.claims++;
      await tick();
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    },
  };
}

describe('takeSlot, shared by separate function instances', () => {
  afterEach(() => vi.useRealTimers());

  it('lets exactly `limit` of many concurrent requests on many instances through', async () => {
    const store = atomicMemoryStore();
    const instances = Array.from({ length: 8 }, () => createThrottle());
    const slots = await Promise.all(
      Array.from({ length: 40 }, (_, i) => instances[i % instances.length]!.takeSlot(store, 'ip/a', 5, 60_000)),
    );
    expect(slots.filter((slot) => slot.ok)).toHaveLength(5);
  });

  it('opens a new window when the old one ends, and says when that is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const store = atomicMemoryStore();
    const throttle = createThrottle();
    expect(await throttle.takeSlot(store, 'k', 2, 10_000)).toEqual({ ok: true });
    vi.setSystemTime(1_004_000);
    expect(await throttle.takeSlot(store, 'k', 2, 10_000)).toEqual({ ok: true });
    expect(await throttle.takeSlot(store, 'k', 2, 10_000)).toEqual({ ok: false, retryAfterS: 6 });
    vi.setSystemTime(1_010_000);
    expect(await throttle.takeSlot(store, 'k', 2, 10_000)).toEqual({ ok: true });
  });

  it('remembers taken slots, so refusals on a busy instance cost no writes', async () => {
    const store = atomicMemoryStore();
    const throttle = createThrottle();
    for (let i = 0; i < 3; i++) await throttle.takeSlot(store, 'k', 3, 60_000);
    const claimsBefore = store.claims;
    expect((await throttle.takeSlot(store, 'k', 3, 60_000)).ok).toBe(false);
    expect(store.claims).toBe(claimsBefore);
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

  it('opens a new window every MAIL_THROTTLE_WINDOW_S', async () => {
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
    // All ten inside one second: a burst across a window boundary would rightly let two through.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 1000) * 1000 + 500);
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
