/**
 * A bot that solves the proof of work, through the whole pipeline: its client and its sender
 * address get their day's mail (MAIL_DAILY_PER_CLIENT) and the rest is held; a held message takes
 * no turn of the key's interval; the provider's quota serves the newest message first, and a
 * message that only waited for it is held after a day, never failed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_FIELD } from '../../../src/shared/challenge.ts';
import { blobsMessageStore } from './message-store.ts';
import { runRetryPass } from '../owner/retry.ts';
import { allKept, emptyMessageStore } from '../testing/kept.ts';
import { call, jsonRequest, sendBody, uniqueMessage, useMailTestEnv } from '../testing/harness.ts';
import { solvedChallenge } from '../testing/solved-challenge.ts';

const { resendCalls } = useMailTestEnv({ MAIL_CHALLENGE: 'hold', MAIL_DAILY_PER_CLIENT: '3', MAIL_RETRY_MIN_DELAY_S: '0' });

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

beforeEach(emptyMessageStore);
afterEach(() => vi.useRealTimers());

let senders = 0;
/** A message from its own sender address, or from `email`, with a valid solution unless told otherwise. */
async function message(email = `sender${++senders}@example.org`, solved = true) {
  const params = { ...uniqueMessage(), email, ...(solved && { [CHALLENGE_FIELD]: await solvedChallenge() }) };
  return jsonRequest(sendBody({ template_params: params }));
}

const mailedTo = (email: string) => resendCalls.filter((sent) => sent.body.reply_to === email);
const heldReasons = async () => (await allKept()).filter(({ message }) => message.state === 'held').map(({ message }) => message.held?.reason);

describe('the day’s mail of a client that solves the proof of work', () => {
  it('mails its first three messages, holds the rest, and mails another client at once', async () => {
    const bot = '198.51.100.7';
    for (let i = 0; i < 5; i++) expect(await call(await message(), bot)).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls).toHaveLength(3);
    expect(await heldReasons()).toEqual(['daily-cap', 'daily-cap']);

    expect((await call(await message(), '203.0.113.50')).status).toBe(200);
    expect(resendCalls).toHaveLength(4);
  });

  it('counts one sender address from any number of clients', async () => {
    const email = 'same.sender@example.org';
    for (let i = 0; i < 4; i++) expect((await call(await message(email), `198.51.100.${20 + i}`)).status).toBe(200);
    expect(mailedTo(email)).toHaveLength(3);
    expect(await heldReasons()).toEqual(['daily-cap']);
  });

  it('mails the client again the next UTC day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-04-01T22:00:00Z'));
    for (let i = 0; i < 4; i++) await call(await message(), '198.51.100.40');
    vi.setSystemTime(Date.parse('2026-04-02T00:10:00Z'));
    await call(await message(), '198.51.100.40');
    expect(resendCalls).toHaveLength(4);
  });
});

describe('a held message', () => {
  it('takes no turn of the key interval: a visitor right after a flood of held messages is mailed at once', async () => {
    vi.stubEnv('MAIL_THROTTLE_KEY_INTERVAL_MS', '60000');
    for (let i = 0; i < 10; i++) expect(await call(await message(undefined, false))).toMatchObject({ status: 200, text: 'OK' });
    const visitor = 'visitor@example.org';
    expect((await call(await message(visitor))).status).toBe(200);
    expect(mailedTo(visitor)).toHaveLength(1);
  });
});

describe('the provider’s daily quota, spent for three days by one client', () => {
  it('mails a visitor’s message on the next day, and fails nothing that was never tried', async () => {
    // One send a day; retries would give up after 12 hours, the quota's backlog is older.
    vi.stubEnv('MAIL_DAILY_LIMIT', '1');
    vi.stubEnv('MAIL_RETRY_MAX_AGE_H', '12');
    vi.useFakeTimers({ toFake: ['Date'] });
    const dayOne = Date.parse('2026-05-11T09:00:00Z');
    vi.setSystemTime(dayOne);
    // Its three messages of the day take the quota of three days; the other two are held.
    for (let i = 0; i < 5; i++) await call(await message(), '198.51.100.60');
    vi.setSystemTime(dayOne + HOUR_MS);
    const visitor = 'visitor@example.org';
    expect((await call(await message(visitor), '203.0.113.60')).status).toBe(200);
    expect(resendCalls).toHaveLength(1);

    const sentAt: Record<string, number> = {};
    for (let at = dayOne + 15 * HOUR_MS + 5 * 60_000; at < dayOne + 4 * DAY_MS; at += 3 * HOUR_MS) {
      vi.setSystemTime(at);
      await runRetryPass(blobsMessageStore(), () => at);
      for (const sent of resendCalls) sentAt[String(sent.body.reply_to)] ??= at;
    }
    expect(sentAt[visitor]).toBe(Date.parse('2026-05-12T00:05:00Z'));
    const visitors = (await allKept()).filter(({ message }) => message.templateId === 'template_contact');
    const states = visitors.map(({ message }) => ({ state: message.state, attempts: message.attempts, held: message.held?.reason ?? null }));
    expect(states.filter(({ state }) => state === 'failed')).toEqual([]);
    expect(states.filter(({ state }) => state === 'sent')).toHaveLength(2);
    expect(states.filter(({ state }) => state === 'held').sort((a, b) => String(a.held).localeCompare(String(b.held)))).toEqual([
      { state: 'held', attempts: 0, held: 'daily-cap' },
      { state: 'held', attempts: 0, held: 'daily-cap' },
      { state: 'held', attempts: 0, held: 'waited' },
      { state: 'held', attempts: 0, held: 'waited' },
    ]);
  });
});
