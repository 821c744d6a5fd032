/**
 * The mail store at scale: the retry pass and the owner's inbox with 1,000, 10,000 and 100,000
 * messages kept, most of them held as a bot's flood leaves them, 10 due. Their cost must follow the work (the due messages, one page),
 * not what is kept (budgets.mailPassGrowth and budgets.mailPassMs, bench/budgets.ts). The store is the local blob server on a RAM disk where there is one, Resend a
 * stand-in on loopback that answers at once. `npx tsx src/tooling/bench/mail-store.ts` prints
 * the result; `npm run bench` includes it.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BlobsServer } from '@netlify/blobs/server';
import pLimit from 'p-limit';
import { listMessages } from '../../../netlify/mail/owner/inbox/inbox.ts';
import { blobsMessageStore, type MessageStore } from '../../../netlify/mail/request/message-store.ts';
import { runRetryPass } from '../../../netlify/mail/owner/retry.ts';
import { runDigest } from '../../../netlify/mail/owner/digest.ts';
import { storedMessage } from '../../../netlify/mail/testing/stored-message.ts';

const SIZES = [1_000, 10_000, 100_000];
const DUE = 10;
const RUNS = 5;
const RETENTION_MS = 29 * 24 * 60 * 60 * 1000;

export type MailStoreBench = {
  sizes: { kept: number; passMedianMs: number; inboxMedianMs: number }[];
  /** The pass's median with the most kept over its median with the fewest. */
  passGrowth: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Kept messages as a month of traffic and a bot's flood leave them: mostly held, some sent, a few failed. */
async function seed(store: MessageStore, from: number, to: number, now: number) {
  const limit = pLimit(32);
  await Promise.all(
    Array.from({ length: to - from }, (_, offset) => {
      const i = from + offset;
      const at = new Date(now - ((i * 7919) % RETENTION_MS)).toISOString();
      const state = i % 50 === 0 ? 'failed' : i % 10 === 0 ? 'sent' : 'held';
      const held = state === 'held' ? { reason: 'no-proof' as const, kept: 'text' as const } : null;
      return limit(() => store.create(storedMessage(`kept-${i}`, at, { state, held, email: `visitor${i % 500}@example.org`, sentAt: state === 'sent' ? at : null }), []));
    }),
  );
}

/** Ten messages due now, as a Resend outage leaves them. */
const seedDue = (store: MessageStore, round: string, now: number) =>
  Promise.all(
    Array.from({ length: DUE }, (_, i) => {
      const at = new Date(now - 60_000 + i).toISOString();
      return store.create(storedMessage(`due-${round}-${i}`, at, { nextAttemptAt: at, lastError: 'The mail provider failed' }), []);
    }),
  );

async function time(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

export async function benchMailStore(): Promise<MailStoreBench> {
  const resend = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"bench"}'));
  await new Promise<void>((resolve) => resend.listen(0, '127.0.0.1', resolve));
  const directory = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-mail-store-'));
  const blobs = new BlobsServer({ directory, token: 'bench' });
  const url = `http://127.0.0.1:${(await blobs.start()).port}`;
  const saved = { ...process.env };
  // Every store of the mail API (messages, and the daily budget's) on that server.
  const context = { siteID: 'bench', token: 'bench', edgeURL: url, uncachedEdgeURL: url };
  Object.assign(process.env, {
    NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(context)).toString('base64'),
    // The budget is taken as on every send, and never runs out here.
    MAIL_DAILY_LIMIT: '1000000',
    MAIL_PUBLIC_KEY: 'pk_bench',
    RESEND_API_KEY: 're_bench',
    RESEND_BASE_URL: `http://127.0.0.1:${(resend.address() as { port: number }).port}`,
    MAIL_FROM: 'Portfolio <contact@portfolio.example>',
    MAIL_TO: 'owner@portfolio.example',
  });
  const quiet = console.info;
  console.info = () => {};
  try {
    const store = blobsMessageStore();
    const now = Date.now();
    const sizes: MailStoreBench['sizes'] = [];
    let kept = 0;
    for (const size of SIZES) {
      await seed(store, kept, size, now);
      kept = size;
      const pass: number[] = [];
      const inbox: number[] = [];
      // Run -1 is not timed: it warms the code up, and its pass queues the day's digest, which the next one sends.
      let digests = 0;
      for (let run = -1; run < RUNS; run++) {
        await seedDue(store, `${size}-${run}`, Date.now());
        const took = await time(async () => {
          const summary = await runRetryPass(store);
          const expected = DUE + digests;
          if (summary.sent !== expected) throw new Error(`the pass sent ${summary.sent} of ${expected} due messages`);
          digests = (await runDigest(store)).digest ? 1 : 0;
        });
        if (run < 0) continue;
        pass.push(took);
        inbox.push(await time(() => listMessages(store)));
      }
      sizes.push({ kept: size, passMedianMs: round(median(pass)), inboxMedianMs: round(median(inbox)) });
      console.log(`[bench] mail store with ${size} kept: retry pass ${sizes.at(-1)!.passMedianMs} ms, inbox page ${sizes.at(-1)!.inboxMedianMs} ms (medians of ${RUNS})`);
    }
    return { sizes, passGrowth: Math.round((sizes.at(-1)!.passMedianMs / sizes[0]!.passMedianMs) * 100) / 100 };
  } finally {
    console.info = quiet;
    process.env = saved;
    resend.close();
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchMailStore();
  console.log(`retry pass growth from ${SIZES[0]} to ${SIZES.at(-1)} kept: ${result.passGrowth}x (budget 2x; 2000 ms with ${SIZES.at(-1)})`);
}
