import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as tick } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allKept } from '../testing/kept.ts';
import { call, jsonRequest, sendBody, useMailTestEnv } from '../testing/harness.ts';
import { createThrottle, type Scope } from './throttle.ts';
import type { ThrottleStore } from './throttle-store.ts';

const { resendCalls, storeDown, storeSilent, blobsUrl, useStoreAt } = useMailTestEnv({
  MAIL_THROTTLE_PER_IP: '5',
  MAIL_THROTTLE_WINDOW_S: '600',
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** A UTC midnight: the throttle's buckets change there. */
const MIDNIGHT = 20_000 * DAY_MS;

/** Compare-and-set, atomic as Netlify Blobs is; each call yields so racers interleave. */
function atomicMemoryStore(): ThrottleStore & { reads: number; writes: number } {
  const entries = new Map<string, { value: unknown; etag: string }>();
  let version = 0;
  return {
    reads: 0,
    writes: 0,
    async read(key) {
      this.reads++;
      await tick();
      const entry = entries.get(key);
      return entry ? { value: structuredClone(entry.value), etag: entry.etag } : null;
    },
    async write(key, value, etag) {
      this.writes++;
      await tick();
      if ((entries.get(key)?.etag ?? null) !== etag) return null;
      const entry = { value: structuredClone(value), etag: `v${++version}` };
      entries.set(key, entry);
      return entry.etag;
    },
  };
}

/** A clock the test moves by hand. */
function fakeClock(start: number) {
  let now = start;
  return { now: () => now, set: (time: number) => void (now = time) };
}

const ip = (id: string): Scope => ({ kind: 'ip', id });

/** A proxy on loopback in front of the blob server at `target` that drops the ETag of every read, as netlify/primitives#772. */
async function withoutEtagsOnReads(target: string) {
  const server = createServer((incoming, answer) => {
    const upstream = request(
      `${target}${incoming.url}`,
      { method: incoming.method, headers: incoming.headers },
      (response) => {
        const headers = { ...response.headers };
        if (incoming.method === 'GET') delete headers.etag;
        answer.writeHead(response.statusCode ?? 502, headers);
        response.pipe(answer);
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('takeSlot, shared by separate function instances', () => {
  it('lets exactly `limit` of many concurrent requests on many instances through', async () => {
    const store = atomicMemoryStore();
    const instances = Array.from({ length: 8 }, () => createThrottle());
    const slots = await Promise.all(
      Array.from({ length: 40 }, (_, i) => instances[i % instances.length]!.takeSlot(store, ip('a'), 5, 60_000)),
    );
    expect(slots.filter((slot) => slot.ok)).toHaveLength(5);
  });

  it('frees a place exactly one window after each send, and says when', async () => {
    const clock = fakeClock(MIDNIGHT + 1_000_000);
    const throttle = createThrottle(clock.now);
    const store = atomicMemoryStore();
    expect(await throttle.takeSlot(store, ip('k'), 2, 10_000)).toEqual({ ok: true });
    clock.set(MIDNIGHT + 1_004_000);
    expect(await throttle.takeSlot(store, ip('k'), 2, 10_000)).toEqual({ ok: true });
    expect(await throttle.takeSlot(store, ip('k'), 2, 10_000)).toEqual({ ok: false, freesAt: MIDNIGHT + 1_010_000 });
    clock.set(MIDNIGHT + 1_009_999);
    expect((await throttle.takeSlot(store, ip('k'), 2, 10_000)).ok).toBe(false);
    clock.set(MIDNIGHT + 1_010_000);
    expect(await throttle.takeSlot(store, ip('k'), 2, 10_000)).toEqual({ ok: true });
    expect(await throttle.takeSlot(store, ip('k'), 2, 10_000)).toEqual({ ok: false, freesAt: MIDNIGHT + 1_014_000 });
  });

  it('never lets 2 × limit through around a boundary of its buckets', async () => {
    const clock = fakeClock(MIDNIGHT - 100);
    const instances = [createThrottle(clock.now), createThrottle(clock.now)];
    const store = atomicMemoryStore();
    const limit = 5;
    const burst = () =>
      Promise.all(Array.from({ length: limit }, (_, i) => instances[i % 2]!.takeSlot(store, ip('x'), limit, 600_000)));
    const before = await burst();
    clock.set(MIDNIGHT + 100);
    const after = await burst();
    expect(before.every((slot) => slot.ok)).toBe(true);
    expect(after.filter((slot) => slot.ok)).toHaveLength(0);
  });

  it('lets exactly `limit` through when concurrent requests straddle a boundary, on clocks that disagree', async () => {
    const store = atomicMemoryStore();
    // Some instances still before midnight, some past it: they write to different buckets.
    const instances = [-5, -1, 0, 1, 3_000].map((offset) => createThrottle(() => MIDNIGHT + offset));
    const slots = await Promise.all(
      Array.from({ length: 60 }, (_, i) => instances[i % instances.length]!.takeSlot(store, ip('y'), 5, 600_000)),
    );
    expect(slots.filter((slot) => slot.ok)).toHaveLength(5);
  });

  it('holds the limit over every window of its length, whatever the arrival times and across buckets', async () => {
    const clock = fakeClock(MIDNIGHT - 300_000);
    const instances = [createThrottle(clock.now), createThrottle(clock.now), createThrottle(clock.now)];
    const store = atomicMemoryStore();
    const limit = 4;
    const windowMs = 10_000;
    const accepted: number[] = [];
    let time = clock.now();
    // A fixed pseudo-random sequence of gaps, from bursts (0 ms) to lulls (6 s), past midnight.
    for (let i = 0; i < 400; i++) {
      time += (i * 7919) % 6001 < 3000 ? 0 : (i * 104729) % 6001;
      clock.set(time);
      if ((await instances[i % 3]!.takeSlot(store, ip('r'), limit, windowMs)).ok) accepted.push(time);
    }
    expect(time).toBeGreaterThan(MIDNIGHT + 60_000);
    expect(accepted.length).toBeGreaterThan(limit * 10);
    for (const start of accepted) {
      expect(accepted.filter((sent) => sent >= start && sent < start + windowMs).length).toBeLessThanOrEqual(limit);
    }
  });

  it('costs two writes for a new client, one write per send after that, and no write to refuse', async () => {
    const store = atomicMemoryStore();
    const throttle = createThrottle();
    await throttle.takeSlot(store, ip('k'), 3, 60_000);
    expect({ reads: store.reads, writes: store.writes }).toEqual({ reads: 0, writes: 2 });
    await throttle.takeSlot(store, ip('k'), 3, 60_000);
    expect({ reads: store.reads, writes: store.writes }).toEqual({ reads: 0, writes: 3 });
    await throttle.takeSlot(store, ip('k'), 3, 60_000);
    const writesBefore = store.writes;
    expect((await throttle.takeSlot(store, ip('k'), 3, 60_000)).ok).toBe(false);
    expect(store.writes).toBe(writesBefore);
  });
});

describe('takeSlot, when the store fails', () => {
  it('falls back to a limit of its own', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: ThrottleStore = {
      read: () => Promise.reject(new Error('store down')),
      write: () => Promise.reject(new Error('store down')),
    };
    const throttle = createThrottle();
    const slots = [];
    for (let i = 0; i < 4; i++) slots.push(await throttle.takeSlot(broken, ip('k'), 3, 60_000));
    expect(slots.map((slot) => slot.ok)).toEqual([true, true, true, false]);
  });

  it('still lets exactly `limit` through when the store fails in the middle of a burst', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const workingWrites of [2, 3, 4, 5]) {
      const store = atomicMemoryStore();
      let written = 0;
      const down = () => written >= workingWrites;
      // Works until some writes went through, then fails; the answers of writes under way arrive late.
      const failing: ThrottleStore = {
        read: (key) => (down() ? Promise.reject(new Error('store down')) : store.read(key)),
        write: async (key, value, etag) => {
          if (down()) throw new Error('store down');
          const etagWritten = await store.write(key, value, etag);
          if (etagWritten) written++;
          for (let i = 0; i < 5; i++) await tick();
          return etagWritten;
        },
      };
      const throttle = createThrottle();
      const slots = await Promise.all(Array.from({ length: 30 }, () => throttle.takeSlot(failing, ip('b'), 5, 60_000)));
      expect(slots.filter((slot) => slot.ok)).toHaveLength(5);
    }
  });
});

describe("a store whose reads carry no ETag (Netlify CLI's local blob server)", () => {
  /** The store as netlify/primitives#772 has it: entries come back without their ETag. */
  function withoutReadEtags(store: ThrottleStore): ThrottleStore {
    return {
      read: async (key) => {
        const entry = await store.read(key);
        return entry && { value: entry.value };
      },
      write: (key, value, etag) => store.write(key, value, etag),
    };
  }

  it('never refuses a client within its limit, keeps each instance to its own, and says so once per instance', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    const { createThrottle: newInstance } = await import('./throttle.ts');
    const store = withoutReadEtags(atomicMemoryStore());
    const settings = { perIp: 3, windowMs: 600_000, keyIntervalMs: 0, perClientDay: 0, clientsPerHour: 0 };
    const [first, second] = [newInstance(), newInstance()];
    const client = (ip: string) => ({ ip, publicKey: 'pk' });
    for (const instance of [first, second, first])
      expect(await instance.check(store, client('192.0.2.1'), settings)).toEqual({ sendNow: true });
    // The second instance reads the first one's entry without its ETag: its own log counts.
    await first.check(store, client('192.0.2.2'), settings);
    for (let i = 0; i < 3; i++)
      expect(await second.check(store, client('192.0.2.2'), settings)).toEqual({ sendNow: true });
    await expect(second.check(store, client('192.0.2.2'), settings)).rejects.toMatchObject({ status: 429 });
    expect(warn.mock.calls.flat().filter((line) => String(line).includes('ETag'))).toHaveLength(1);
  });
});

describe("check: the client's limit refuses, the key's interval only defers", () => {
  const settings = { perIp: 1, windowMs: 600_000, keyIntervalMs: 1000, perClientDay: 0, clientsPerHour: 0 };

  it('tells the second send inside the key interval to wait until the interval ends, whoever sends it', async () => {
    const clock = fakeClock(MIDNIGHT + 5000);
    const throttle = createThrottle(clock.now);
    const store = atomicMemoryStore();
    expect(await throttle.check(store, { ip: '192.0.2.1', publicKey: 'pk' }, settings)).toEqual({ sendNow: true });
    clock.set(MIDNIGHT + 5400);
    expect(await throttle.check(store, { ip: '192.0.2.2', publicKey: 'pk' }, settings)).toEqual({
      sendNow: false,
      until: MIDNIGHT + 6000,
      reason: 'key interval',
    });
    clock.set(MIDNIGHT + 6000);
    expect(await throttle.check(store, { ip: '192.0.2.3', publicKey: 'pk' }, settings)).toEqual({ sendNow: true });
  });

  it('takes no place of the key for a refused request', async () => {
    const clock = fakeClock(MIDNIGHT + 5000);
    const throttle = createThrottle(clock.now);
    const store = atomicMemoryStore();
    await throttle.check(store, { ip: '192.0.2.1', publicKey: 'pk' }, settings);
    clock.set(MIDNIGHT + 7000);
    await expect(throttle.check(store, { ip: '192.0.2.1', publicKey: 'pk' }, settings)).rejects.toMatchObject({
      status: 429,
    });
    expect(await throttle.check(store, { ip: '192.0.2.2', publicKey: 'pk' }, settings)).toEqual({ sendNow: true });
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

  it('counts the addresses of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4', async () => {
    const sameNetwork = [
      '2001:db8:7:1::a',
      '2001:DB8:7:1:0:0:0:B',
      '2001:db8:7:1:ffff::1%eth0',
      '2001:db8:7:1::1:2',
      '2001:db8:7:1:abcd::9',
    ];
    for (const address of sameNetwork) expect((await call(jsonRequest(sendBody()), address)).status).toBe(200);
    expect((await call(jsonRequest(sendBody()), '2001:db8:7:1::beef')).status).toBe(429);
    expect((await call(jsonRequest(sendBody()), '2001:db8:7:2::a')).status).toBe(200);

    for (let i = 0; i < 5; i++) await call(jsonRequest(sendBody()), '192.0.2.65');
    expect((await call(jsonRequest(sendBody()), '::ffff:192.0.2.65')).status).toBe(429);
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

  it('sends one message a key interval to Resend and keeps the others for the retry pass, refusing none', async () => {
    vi.stubEnv('MAIL_THROTTLE_KEY_INTERVAL_MS', '1000');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-02T10:00:00Z'));
    const bodies = Array.from({ length: 10 }, () => sendBody());
    const results = await Promise.all(bodies.map((body, i) => call(jsonRequest(body), `192.0.2.${100 + i}`)));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(200));
    expect(resendCalls).toHaveLength(1);
    const kept = (await allKept()).map((entry) => entry.message);
    const waiting = bodies
      .map((body) => kept.find((message) => message.mail.text.includes(body.template_params.message))!)
      .filter((message) => message.state === 'pending');
    expect(waiting).toHaveLength(9);
    for (const message of waiting) {
      expect(message).toMatchObject({ attempts: 0, leaseUntil: null, nextAttemptAt: '2026-01-02T10:00:01.000Z' });
    }
  });

  it('does not count refused or honeypot requests', async () => {
    vi.stubEnv('MAIL_THROTTLE_PER_IP', '1');
    await call(jsonRequest(sendBody({ service_id: 'nope' })), '192.0.2.80');
    await call(
      jsonRequest(sendBody({ template_params: { ...sendBody().template_params, website: 'x' } })),
      '192.0.2.80',
    );
    expect((await call(jsonRequest(sendBody()), '192.0.2.80')).status).toBe(200);
  });

  it("never refuses a client within its limits when the store's reads carry no ETag", async () => {
    vi.stubEnv('MAIL_THROTTLE_KEY_INTERVAL_MS', '1000');
    const proxy = await withoutEtagsOnReads(blobsUrl());
    useStoreAt(proxy.url);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 4; i++) {
        vi.setSystemTime(new Date(Date.UTC(2026, 0, 3, 10, 0, 2 * i)));
        // A new instance for each request: each reads the entries the others wrote.
        vi.resetModules();
        const { handleMail } = await import('./handler.ts');
        expect(
          (await handleMail(jsonRequest(sendBody()), { ip: `192.0.2.${120 + i}`, requestId: 'test' })).status,
        ).toBe(200);
      }
      expect(resendCalls).toHaveLength(4);
    } finally {
      await proxy.close();
    }
  });

  it.each([
    ['refuses connections', storeDown],
    ['never answers', storeSilent],
  ])(
    'answers within 5 s when the store %s, and still delivers; a message to hold, it cannot keep, is 503',
    async (_case, breakStore) => {
      vi.stubEnv('MAIL_THROTTLE_KEY_INTERVAL_MS', '1000');
      vi.stubEnv('MAIL_DAILY_PER_CLIENT', '3');
      breakStore();
      const started = performance.now();
      expect(await call(jsonRequest(sendBody()))).toMatchObject({ status: 200, text: 'OK' });
      expect(performance.now() - started).toBeLessThan(5000);
      expect(resendCalls).toHaveLength(1);
      vi.stubEnv('MAIL_CHALLENGE', 'hold');
      const held = performance.now();
      expect((await call(jsonRequest(sendBody()))).status).toBe(503);
      expect(performance.now() - held).toBeLessThan(5000);
      expect(resendCalls).toHaveLength(1);
    },
    15_000,
  );
});
