import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeServer } from '../../../mocks/node-server.ts';
import { resendAccepting, resendFailing } from '../../../mocks/resend.ts';
import { requeue, RETRY_MAX_AGE_MS } from '../request/attempts.ts';
import { runCleanup } from './cleanup.ts';
import pLimit from 'p-limit';
import type { IndexEntry } from '../request/message-index.ts';
import {
  blobsMessageStore,
  StoreUnavailable,
  type MessageStore,
  type StoredMessage,
} from '../request/message-store.ts';
import { storedMessage } from '../testing/stored-message.ts';
import { allKept, emptyMessageStore } from '../testing/kept.ts';
import { runDigest } from './digest.ts';
import { runRetryPass } from './retry.ts';
import { call, jsonRequest, sendBody, useMailTestEnv } from '../testing/harness.ts';

const { resendCalls, storeDown } = useMailTestEnv({ MAIL_RETRY_MIN_DELAY_S: '0' });

const HOUR_MS = 60 * 60 * 1000;

// Each test starts with no kept message, so one test's pass never meets another's.
beforeEach(emptyMessageStore);

/** Sends one message while Resend fails this way; answers the kept message. */
async function keptAfterFailure(failure: Parameters<typeof resendFailing>[0]): Promise<StoredMessage> {
  nodeServer.use(resendFailing(failure));
  const body = sendBody();
  expect(await call(jsonRequest(body))).toMatchObject({ status: 200, text: 'OK' });
  nodeServer.resetHandlers(resendAccepting(resendCalls));
  const kept = (await allKept()).find((entry) => entry.message.mail.text.includes(body.template_params.message));
  return kept!.message;
}

const stateOf = async (id: string) => (await blobsMessageStore().get(id))?.message;

describe('the retry pass', () => {
  it.each(['server-error', 'rate-limit', 'concurrent-idempotent-requests', 'network-error'] as const)(
    'delivers a message kept after %s exactly once',
    async (failure) => {
      const message = await keptAfterFailure(failure);
      expect(resendCalls).toHaveLength(0);
      expect((await runRetryPass()).sent).toBe(1);
      expect(await runRetryPass()).toMatchObject({ due: 0, sent: 0 });
      expect(resendCalls).toHaveLength(1);
      expect(resendCalls[0]?.idempotencyKey).toBe(`message/${message.id}`);
      expect(await stateOf(message.id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    },
  );

  it('sends once when passes overlap', async () => {
    const message = await keptAfterFailure('server-error');
    const passes = await Promise.all(Array.from({ length: 6 }, () => runRetryPass()));
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(1);
    expect(resendCalls).toHaveLength(1);
    expect((await stateOf(message.id))?.state).toBe('sent');
  });

  it('leaves a message alone while its first attempt is still running', async () => {
    nodeServer.use(resendFailing('timeout'));
    vi.stubEnv('MAIL_SEND_TIMEOUT_MS', '300');
    const sending = call(jsonRequest(sendBody()));
    await vi.waitFor(async () => expect((await allKept()).length).toBeGreaterThan(0));
    expect(await runRetryPass()).toMatchObject({ due: 0, sent: 0 });
    expect((await sending).status).toBe(200);
  });

  it('waits MAIL_RETRY_MIN_DELAY_S, then four times longer after each failure', async () => {
    vi.stubEnv('MAIL_RETRY_MIN_DELAY_S', '60');
    const message = await keptAfterFailure('server-error');
    expect(Date.parse(message.nextAttemptAt!) - Date.parse(message.updatedAt)).toBe(60_000);
    expect(await runRetryPass()).toMatchObject({ due: 0 });
    nodeServer.use(resendFailing('server-error'));
    const later = Date.parse(message.nextAttemptAt!);
    expect(await runRetryPass(blobsMessageStore(), () => later)).toMatchObject({ due: 1, pending: 1 });
    const retried = await stateOf(message.id);
    expect(Date.parse(retried!.nextAttemptAt!) - later).toBe(4 * 60_000);
  });

  it('gives up after RETRY_MAX_AGE_MS: the message is failed, with the reason', async () => {
    const message = await keptAfterFailure('server-error');
    const tooLate = Date.parse(message.queuedAt) + RETRY_MAX_AGE_MS;
    expect(await runRetryPass(blobsMessageStore(), () => tooLate)).toMatchObject({ failed: 1 });
    expect(resendCalls).toHaveLength(0);
    expect(await stateOf(message.id)).toMatchObject({
      state: 'failed',
      lastError: expect.stringMatching(/^gave up after 1 attempts: The mail provider failed/),
    });
  });

  it('never retries a refused message until the owner requeues it, then delivers it once', async () => {
    nodeServer.use(resendFailing('validation'));
    const body = sendBody();
    expect((await call(jsonRequest(body))).status).toBe(502);
    nodeServer.resetHandlers(resendAccepting(resendCalls));
    const [failed] = (await allKept()).filter(
      (entry) => entry.message.state === 'failed' && entry.message.mail.text.includes(body.template_params.message),
    );
    expect(await runRetryPass()).toMatchObject({ sent: 0 });
    expect(await requeue(blobsMessageStore(), failed!, Date.now())).toBe(true);
    expect(await runRetryPass()).toMatchObject({ sent: 1 });
    expect(await runRetryPass()).toMatchObject({ sent: 0 });
    expect(resendCalls).toHaveLength(1);
  });
});

describe('when the store is down', () => {
  it('delivers directly and answers OK', async () => {
    storeDown();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await call(jsonRequest(sendBody()))).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls).toHaveLength(1);
  });

  it('answers 503 if the provider fails too, never OK', async () => {
    storeDown();
    nodeServer.use(resendFailing('server-error'));
    expect(await call(jsonRequest(sendBody()))).toMatchObject({
      status: 503,
      text: 'The message could not be kept or sent; please try again later',
    });
  });
});

describe('the daily clean-up', () => {
  it('deletes sent messages after MAIL_KEEP_DAYS and keeps failed and pending ones', async () => {
    vi.stubEnv('MAIL_KEEP_DAYS', '30');
    expect((await call(jsonRequest(sendBody()))).status).toBe(200);
    const failed = await keptAfterFailure('server-error');
    await runRetryPass(blobsMessageStore(), () => Date.parse(failed.queuedAt) + RETRY_MAX_AGE_MS);
    const before = (await allKept()).map((entry) => entry.message);
    const sent = before.filter((message) => message.state === 'sent');
    expect(sent.length).toBeGreaterThan(0);

    expect((await runCleanup(Date.now() + 29 * 24 * HOUR_MS)).expired.sent).toBe(0);
    const summary = await runCleanup(Date.now() + 31 * 24 * HOUR_MS);
    expect(summary.expired.sent).toBe(sent.length);
    expect(summary.throttleEntries).toBeGreaterThanOrEqual(0);
    const after = (await allKept()).map((entry) => entry.message);
    expect(after.every((message) => message.state !== 'sent')).toBe(true);
    expect(after.map((message) => message.id)).toContain(failed.id);
  });
});

describe('the cost of a pass', { timeout: 60_000 }, () => {
  /** The store, counting the messages read. */
  function counting(store: MessageStore) {
    const read: string[] = [];
    return { read, store: { ...store, get: (id: string) => (read.push(id), store.get(id)) } };
  }

  async function seed(sent: number, due: number) {
    const store = blobsMessageStore();
    const at = Date.now() - HOUR_MS;
    const limit = pLimit(16);
    const iso = (offset: number) => new Date(at + offset).toISOString();
    await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        limit(() => store.create(storedMessage(`sent-${i}`, iso(i), { state: 'sent', sentAt: iso(i) }), [])),
      ),
    );
    const dueIds = Array.from({ length: due }, (_, i) => `due-${i}`);
    for (const [i, id] of dueIds.entries())
      await store.create(storedMessage(id, iso(sent + i), { nextAttemptAt: iso(sent + i) }), []);
    return dueIds;
  }

  it('reads the due messages only, whatever else is kept', async () => {
    const due = await seed(20, 3);
    const { read, store } = counting(blobsMessageStore());
    expect(await runRetryPass(store)).toMatchObject({ due: 3, sent: 3 });
    expect(read.sort()).toEqual(due);
  });

  it('skips a message the store cannot read, and sends the others', async () => {
    const [broken, ...others] = await seed(0, 3);
    const store = blobsMessageStore();
    const flaky = {
      ...store,
      get: (id: string) => (id === broken ? Promise.reject(new StoreUnavailable('read', 'no answer')) : store.get(id)),
    };
    expect(await runRetryPass(flaky)).toMatchObject({ due: 3, sent: 2, skipped: 1 });
    expect(resendCalls.map((call) => call.idempotencyKey).sort()).toEqual(others.map((id) => `message/${id}`));
    expect(await runRetryPass()).toMatchObject({ due: 1, sent: 1 });
  });

  it('reads the due queue a page at a time, and leaves the pages its time does not reach to the next pass', async () => {
    const due = await seed(0, 6);
    const store = blobsMessageStore();
    let now = Date.now();
    const paged: MessageStore = {
      ...store,
      async *pendingPages() {
        const entries: IndexEntry[] = [];
        for await (const page of store.pendingPages()) entries.push(...page);
        entries.sort((a, b) => a.id.localeCompare(b.id));
        // Each page of two takes the pass three seconds to list.
        for (let first = 0; first < entries.length; first += 2) {
          now += 3000;
          yield entries.slice(first, first + 2);
        }
      },
    };
    expect(await runRetryPass(paged, () => now)).toMatchObject({ due: 4, sent: 4 });
    expect(resendCalls.map((call) => call.idempotencyKey).sort()).toEqual(due.slice(0, 4).map((id) => `message/${id}`));
    expect(await runRetryPass()).toMatchObject({ due: 2, sent: 2 });
  });

  it('only retries: a store that cannot list the held messages fails the digest, never the retries', async () => {
    await seed(0, 2);
    await blobsMessageStore().create(
      storedMessage('held-1', new Date().toISOString(), {
        state: 'held',
        attempts: 0,
        held: { reason: 'no-proof', kept: 'text' },
      }),
      [],
    );
    const store = blobsMessageStore();
    const slow: MessageStore = {
      ...store,
      hours: () => Promise.reject(new StoreUnavailable('list', 'no answer in 3500 ms')),
    };
    expect(await runRetryPass(slow)).toMatchObject({ due: 2, sent: 2 });
    await expect(runDigest(slow)).rejects.toThrow(StoreUnavailable);
    expect(await runDigest()).toMatchObject({ digest: expect.stringMatching(/^digest-/) });
  });

  it('stops starting attempts when its time is up, and the next pass goes on', async () => {
    await seed(0, 12);
    let now = Date.now();
    // Each reading of the clock after the first attempts costs the pass two seconds.
    const clock = () => (resendCalls.length > 0 ? (now += 2000) : now);
    const first = await runRetryPass(blobsMessageStore(), clock);
    expect(first.sent).toBeGreaterThan(0);
    expect(first.sent).toBeLessThan(12);
    expect(first.skipped).toBe(12 - first.sent);
    expect(await runRetryPass()).toMatchObject({ due: 12 - first.sent, sent: 12 - first.sent });
    expect(new Set(resendCalls.map((call) => call.idempotencyKey)).size).toBe(12);
  });
});
