/**
 * A bot that solves the proof of work, through the whole pipeline: its client and its sender
 * address get their day's mail (MAIL_DAILY_PER_CLIENT) and the rest is held; a held message takes
 * no turn of the key's interval. The quota under a siege of such clients: siege.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_FIELD } from '../../../src/shared/challenge.ts';
import { allKept, emptyMessageStore } from '../testing/kept.ts';
import { call, jsonRequest, sendBody, uniqueMessage, useMailTestEnv } from '../testing/harness.ts';
import { solvedChallenge } from '../testing/solved-challenge.ts';

const { resendCalls } = useMailTestEnv({
  MAIL_CHALLENGE: 'hold',
  MAIL_DAILY_PER_CLIENT: '3',
  MAIL_RETRY_MIN_DELAY_S: '0',
});

beforeEach(emptyMessageStore);
afterEach(() => vi.useRealTimers());

let senders = 0;
/** A message from its own sender address, or from `email`, with a valid solution unless told otherwise. */
async function message(email = `sender${++senders}@example.org`, solved = true) {
  const params = { ...uniqueMessage(), email, ...(solved && { [CHALLENGE_FIELD]: await solvedChallenge() }) };
  return jsonRequest(sendBody({ template_params: params }));
}

const mailedTo = (email: string) => resendCalls.filter((sent) => sent.body.reply_to === email);
const heldReasons = async () =>
  (await allKept()).filter(({ message }) => message.state === 'held').map(({ message }) => message.held?.reason);

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
    for (let i = 0; i < 10; i++)
      expect(await call(await message(undefined, false))).toMatchObject({ status: 200, text: 'OK' });
    const visitor = 'visitor@example.org';
    expect((await call(await message(visitor))).status).toBe(200);
    expect(mailedTo(visitor)).toHaveLength(1);
  });
});
