import { setImmediate as tick } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeServer } from '../../../mocks/node-server.ts';
import { resendAccepting, resendFailing } from '../../../mocks/resend.ts';
import { quotaShare, takeDailyBudget } from './daily-budget.ts';
import { blobsMessageStore } from './message-store.ts';
import { allKept, emptyMessageStore } from '../testing/kept.ts';
import { runRetryPass } from '../owner/retry.ts';
import { call, jsonRequest, sendBody, useMailTestEnv } from '../testing/harness.ts';
import type { ThrottleStore } from './throttle-store.ts';

const { resendCalls } = useMailTestEnv({ MAIL_RETRY_MIN_DELAY_S: '0' });

const DAY_MS = 24 * 60 * 60 * 1000;
// Each test takes from a day of its own: an instance remembers the last day's count it saw.
const NOON = Date.parse('2026-02-10T12:00:00Z');
const NEXT_MIDNIGHT = Date.parse('2026-02-11T00:00:00Z');

/** Compare-and-set, atomic as Netlify Blobs is; each call yields so racers interleave. */
function atomicMemoryStore(): ThrottleStore & { calls: number } {
  const entries = new Map<string, { value: unknown; etag: string }>();
  let version = 0;
  return {
    calls: 0,
    async read(key) {
      this.calls++;
      await tick();
      return entries.get(key) ?? null;
    },
    async write(key, value, etag) {
      this.calls++;
      await tick();
      if ((entries.get(key)?.etag ?? null) !== etag) return null;
      entries.set(key, { value, etag: `v${++version}` });
      return `v${version}`;
    },
  };
}

describe('takeDailyBudget', () => {
  it('gives exactly `limit` of 50 concurrent takers a unit, and tells the others when the next UTC day opens', async () => {
    const store = atomicMemoryStore();
    const budgets = await Promise.all(Array.from({ length: 50 }, () => takeDailyBudget(store, 10, NOON, 'owner')));
    expect(budgets.filter((budget) => budget.ok)).toHaveLength(10);
    expect(budgets.filter((budget) => !budget.ok)).toEqual(Array(40).fill({ ok: false, reopensAt: NEXT_MIDNIGHT }));
  });

  it('opens again at the next UTC midnight', async () => {
    const store = atomicMemoryStore();
    const [noon, midnight] = [NOON + 5 * DAY_MS, NEXT_MIDNIGHT + 5 * DAY_MS];
    for (let i = 1; i <= 3; i++) expect(await takeDailyBudget(store, 3, noon, 'owner')).toEqual({ ok: true, used: i });
    expect(await takeDailyBudget(store, 3, midnight - 1, 'owner')).toEqual({ ok: false, reopensAt: midnight });
    expect(await takeDailyBudget(store, 3, midnight, 'owner')).toEqual({ ok: true, used: 1 });
  });

  it('spreads the visitors’ share over the day’s hours, gives what waited half the reserve on top, and the owner the rest', async () => {
    const store = atomicMemoryStore();
    const [midnight, lastHour] = [NEXT_MIDNIGHT + 30 * DAY_MS, NEXT_MIDNIGHT + 31 * DAY_MS - 30 * 60_000];
    const takes = async (user: 'visitor' | 'waited' | 'owner', now: number) => {
      let taken = 0;
      while ((await takeDailyBudget(store, 100, now, user)).ok) taken++;
      return taken;
    };
    // Of 100: 20 reserved, 80 for visitors, a 24th of them an hour.
    expect(await takes('visitor', midnight)).toBe(4);
    expect(await takeDailyBudget(store, 100, midnight, 'visitor')).toEqual({
      ok: false,
      reopensAt: midnight + 60 * 60_000,
    });
    expect(await takes('waited', midnight)).toBe(10);
    expect(await takes('visitor', lastHour)).toBe(80 - 14);
    expect(await takes('owner', lastHour)).toBe(20);
    expect(quotaShare('visitor', 100, lastHour)).toEqual({ ceiling: 80, reopensAt: NEXT_MIDNIGHT + 31 * DAY_MS });
  });

  it('is off at 0, without a store call', async () => {
    const store = atomicMemoryStore();
    expect(await takeDailyBudget(store, 0, NOON + 10 * DAY_MS, 'owner')).toEqual({ ok: true, used: 0 });
    expect(store.calls).toBe(0);
  });

  it('counts on its own instance when the store fails or gives no ETag, never refusing more', async () => {
    const broken: ThrottleStore = {
      read: () => Promise.reject(new Error('store down')),
      write: () => Promise.reject(new Error('store down')),
    };
    // The day's entry exists, but reads come without its ETag.
    const withoutEtags: ThrottleStore = { read: async () => ({ value: { count: 0 } }), write: async () => null };
    for (const [day, store] of [
      [20, broken],
      [21, withoutEtags],
    ] as const) {
      const now = NOON + day * DAY_MS;
      const budgets = [];
      for (let i = 0; i < 3; i++) budgets.push(await takeDailyBudget(store, 2, now, 'owner'));
      expect(budgets.map((budget) => budget.ok)).toEqual([true, true, false]);
    }
  });
});

describe('the daily limit in the mail API', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await emptyMessageStore();
  });
  afterEach(() => vi.useRealTimers());

  it('answers OK past the hour’s share and keeps the message; the next hour’s retry pass sends what waited, oldest first', async () => {
    // Of 24 a day: 5 reserved, 19 for visitors, 4 by the end of the first hour and of the second.
    vi.stubEnv('MAIL_DAILY_LIMIT', '24');
    const bodies = Array.from({ length: 6 }, () => sendBody());
    for (const [i, body] of bodies.entries()) {
      vi.setSystemTime(Date.parse('2026-03-01T00:10:00Z') + i * 1000);
      expect(await call(jsonRequest(body), '192.0.2.1')).toMatchObject({ status: 200, text: 'OK' });
    }
    expect(resendCalls).toHaveLength(4);
    const waiting = (await allKept()).filter((entry) => entry.message.state === 'pending');
    expect(waiting.map(({ message }) => message)).toEqual(
      Array(2).fill(
        expect.objectContaining({ attempts: 0, leaseUntil: null, nextAttemptAt: '2026-03-01T01:00:00.000Z' }),
      ),
    );

    expect(await runRetryPass(blobsMessageStore(), () => Date.parse('2026-03-01T00:55:00Z'))).toMatchObject({ due: 0 });
    vi.setSystemTime(Date.parse('2026-03-01T01:05:00Z'));
    // The visitors' 4 and 2 of the reserve: both that waited go.
    expect(await runRetryPass(blobsMessageStore(), () => Date.now())).toMatchObject({ due: 2, sent: 2 });
    expect(resendCalls.map((sent) => sent.body.text)).toEqual(
      bodies.map((body) => expect.stringContaining(body.template_params.message)),
    );
  });

  it('stops a retry pass once the share of what waited is spent; the messages stay due for the next pass', async () => {
    vi.stubEnv('MAIL_DAILY_LIMIT', '24');
    vi.setSystemTime(Date.parse('2026-03-05T00:10:00Z'));
    nodeServer.use(resendFailing('server-error'));
    for (let i = 0; i < 8; i++) expect((await call(jsonRequest(sendBody()), '192.0.2.9')).status).toBe(200);
    nodeServer.resetHandlers(resendAccepting(resendCalls));

    // By 01:59, what waited may have taken 6 of the day (4 of the visitors', 2 of the reserve): 4 went to the failed attempts.
    expect(await runRetryPass(blobsMessageStore(), () => Date.parse('2026-03-05T01:05:00Z'))).toEqual({
      due: 8,
      sent: 2,
      pending: 0,
      failed: 0,
      held: 0,
      skipped: 6,
      missing: [],
    });
    expect(resendCalls).toHaveLength(2);
    expect(await runRetryPass(blobsMessageStore(), () => Date.parse('2026-03-05T12:05:00Z'))).toMatchObject({
      due: 6,
      sent: 6,
    });
  });
});
