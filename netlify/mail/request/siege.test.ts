/**
 * A quota siege, through the whole pipeline on the local blob server, with the scheduled passes
 * run every hour of two simulated days and the first hours of the third, on the default limits: a
 * bot of 100 clients that solve the proof of work (60 IPv4 addresses, 40 IPv6 /64s of one /48)
 * sends every hour from a few of them, more than is mailed. Three real visitors write on the first
 * day: one through the app, one without JavaScript, one from the bot's /48, past its cap. The owner
 * gets a digest every day, one of them lists the three whole, none of them is deleted unseen, and
 * the bot gets no more than the visitors' share of the quota and half the reserve.
 */
import { getStore } from '@netlify/blobs';
import pLimit from 'p-limit';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CHALLENGE_FIELD } from '../../../src/shared/challenge.ts';
import { runCleanup } from '../owner/cleanup.ts';
import { call, formPost, jsonRequest, sendBody, uniqueMessage, useMailTestEnv } from '../testing/harness.ts';
import { emptyMessageStore } from '../testing/kept.ts';
import { runScheduled } from '../testing/scheduled.ts';
import { solvedChallenge } from '../testing/solved-challenge.ts';
import { quotaShare } from './daily-budget.ts';
import { blobsMessageStore, StoreUnavailable } from './message-store.ts';
import { forgetStoreFailures } from './store-call.ts';
import { THROTTLE_STORE } from './throttle-store.ts';

// The default limits (100 a day, 3 a client), but held mail kept a day only: a deletion would show within the siege.
const { resendCalls } = useMailTestEnv({
  MAIL_CHALLENGE: 'hold',
  MAIL_DAILY_LIMIT: '100',
  MAIL_DAILY_PER_CLIENT: '3',
  MAIL_THROTTLE_PER_IP: '5',
  MAIL_RETRY_MIN_DELAY_S: '0',
  MAIL_KEEP_HELD_DAYS: '1',
});

beforeEach(async () => {
  await emptyMessageStore();
  await getStore({ name: THROTTLE_STORE, consistency: 'strong' }).deleteAll();
});
afterEach(() => vi.useRealTimers());

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const DAY_ONE = Date.parse('2026-09-14T00:00:00Z');
/** Two: the second, begun under the first's load, is the siege at its steady state. */
const DAYS = 2;
/** Into the day after: its digest, and the clean-up (hour 3) that deletes the first day's held mail. */
const HOURS = DAYS * 24 + 4;
const BOTS = [
  ...Array.from({ length: 60 }, (_, i) => `198.51.100.${i + 1}`),
  // /64s of one /48, some in one /56, the others each in a /56 of its own.
  ...Array.from({ length: 40 }, (_, i) => `2001:db8:b07:${(i % 2 ? i << 8 : i).toString(16)}::1`),
];
/** Clients a bot sends from each hour, one message each: more than the hour's clients (4) and quota, 120 a day against 90. */
const BOTS_AN_HOUR = 5;

/** The scheduled functions' hourly run; one the store failed (a slow machine) is run again, as the platform's next run would. */
async function scheduledRun() {
  try {
    return await runScheduled();
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    forgetStoreFailures();
    return runScheduled();
  }
}

const isDigest = (text: string) => text.includes('message(s) reçu(s) depuis');
/** A digest's text as read: its entries' lines without their indent. */
const unindented = (text: string) => text.replace(/\n {2}/g, '\n');

it(
  'mails the owner a digest every day that lists every real visitor whole, and bounds the bot’s share',
  { timeout: 900_000 },
  async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = (time: number) => vi.setSystemTime(time);
    const sentOn = new Map<number, { day: number; text: string; replyTo: string }>();
    const noteSends = () =>
      resendCalls.forEach(
        (sent, i) =>
          sentOn.has(i) ||
          sentOn.set(i, {
            day: Math.floor((Date.now() - DAY_ONE) / DAY_MS),
            text: String(sent.body.text),
            replyTo: String(sent.body.reply_to ?? ''),
          }),
      );

    const solved = async (params: Record<string, string>) =>
      jsonRequest(sendBody({ template_params: { ...params, [CHALLENGE_FIELD]: await solvedChallenge() } }));
    const visitors = {
      app: { ...uniqueMessage(), name: 'Alice Visitor', email: 'alice@example.org', subject: 'Alternance' },
      withoutJs: { ...uniqueMessage(), name: 'Bruno Sans Script', email: 'bruno@example.org', subject: 'Projet' },
      pastCap: { ...uniqueMessage(), name: 'Chloé Campus', email: 'chloe@example.org', subject: 'Stage' },
    };
    const bot = (i: number) => ({ ...uniqueMessage(), name: 'Bot', email: `bot${i}@spam.example`, subject: 'Offre' });
    const limit = pLimit(8);
    let botMessages = 0;

    for (let hour = 0; hour < HOURS; hour++) {
      const start = DAY_ONE + hour * HOUR_MS;
      at(start);
      if (hour < DAYS * 24) {
        const clients = Array.from({ length: BOTS_AN_HOUR }, (_, i) => BOTS[(hour * BOTS_AN_HOUR + i) % BOTS.length]!);
        await Promise.all(clients.map((ip) => limit(async () => call(await solved(bot(botMessages++)), ip))));
      }
      if (hour === 10) expect((await call(await solved(visitors.app), '203.0.113.10')).status).toBe(200);
      if (hour === 11) expect((await call(formPost(visitors.withoutJs), '203.0.113.20')).status).toBe(303);
      if (hour === 12) expect((await call(await solved(visitors.pastCap), '2001:db8:b07:ff01::c')).status).toBe(200);
      at(start + 5 * 60_000);
      expect(await scheduledRun()).toMatchObject({ failed: 0 });
      if (hour % 24 === 3) await runCleanup();
      noteSends();
    }

    const sends = [...sentOn.values()];
    const digests = sends.filter((sent) => isDigest(sent.text));
    // A digest every day, the owner's share untouched by the siege.
    expect(digests.map((digest) => digest.day)).toEqual(Array.from({ length: DAYS + 1 }, (_, day) => day));
    const seen = (visitor: { message: string; name: string; email: string; subject: string }) =>
      digests.some(({ text }) =>
        [visitor.message, visitor.name, visitor.email, visitor.subject].every((part) =>
          unindented(text).includes(part),
        ),
      ) || sends.some((sent) => sent.replyTo === visitor.email && sent.text.includes(visitor.message));
    expect(Object.values(visitors).map(seen)).toEqual([true, true, true]);
    // The second day's digest lists the three whole.
    for (const visitor of Object.values(visitors)) expect(unindented(digests[1]!.text)).toContain(visitor.message);

    const botsMailed = sends.filter((sent) => sent.replyTo.endsWith('@spam.example'));
    const lastHour = DAY_ONE + 23.5 * HOUR_MS;
    for (let day = 0; day < DAYS; day++) {
      expect(botsMailed.filter((sent) => sent.day === day).length).toBeLessThanOrEqual(
        quotaShare('waited', 100, lastHour).ceiling,
      );
    }
    expect(await blobsMessageStore().hours('failed')).toEqual([]);
  },
);
