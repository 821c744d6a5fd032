/**
 * A flood of messages without a proof of work, through the whole pipeline on the local blob server,
 * with the challenge on (MAIL_CHALLENGE=hold, the default): 100 messages from 50 addresses, ten at
 * a time, while a visitor who solved the challenge writes. None of the flood reaches the owner's
 * inbox, the visitor's message does at once, the owner hears of the flood in one digest, and the
 * visitor's solution, replayed, gets no message through.
 */
import pLimit from 'p-limit';
import { beforeEach, expect, it, vi } from 'vitest';
import { CHALLENGE_FIELD } from '../../../src/shared/challenge.ts';
import { allKept, emptyMessageStore } from '../testing/kept.ts';
import { call, jsonRequest, sendBody, uniqueMessage, useMailTestEnv } from '../testing/harness.ts';
import { runScheduled } from '../testing/scheduled.ts';
import { solvedChallenge } from '../testing/solved-challenge.ts';

// The store's deadline is a promise of its own (store-call.test.ts) for a store that is down; here
// the store is up, and a late answer from a machine the flood loads is no failure.
vi.mock(import('./store-call.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  callStore: (_operation, call) => call(),
}));

const { resendCalls } = useMailTestEnv({
  MAIL_CHALLENGE: 'hold',
  MAIL_THROTTLE_PER_IP: '5',
  MAIL_RETRY_MIN_DELAY_S: '0',
});

beforeEach(emptyMessageStore);

const BOTS = Array.from({ length: 50 }, (_, i) => `198.51.100.${i + 1}`);
/** Two messages from each address. */
const FLOOD = 2 * BOTS.length;
const mailedWith = (text: string) => resendCalls.filter((call) => String(call.body.text).includes(text));

it(
  'holds all 100, mails the visitor who solved the challenge at once, tells the owner once, and holds a replayed solution',
  { timeout: 120_000 },
  async () => {
    const bots = Array.from({ length: FLOOD }, () => uniqueMessage());
    const limit = pLimit(10);
    // The visitor writes once 20 of the flood are answered, and its second half waits for the visitor's answer: the flood is
    // still coming however fast or busy the machine.
    let twentyAnswered!: () => void;
    let visitorAnswered!: () => void;
    const twentyAreAnswered = new Promise<void>((resolve) => (twentyAnswered = resolve));
    const visitorIsAnswered = new Promise<void>((resolve) => (visitorAnswered = resolve));
    let floodAnswered = 0;
    const flood = Promise.all(
      bots.map((message, i) =>
        limit(async () => {
          if (i >= bots.length / 2) await visitorIsAnswered;
          const answer = await call(jsonRequest(sendBody({ template_params: message })), BOTS[i % BOTS.length]);
          if (++floodAnswered === 20) twentyAnswered();
          return answer;
        }),
      ),
    );
    await twentyAreAnswered;

    const visitor = uniqueMessage();
    const solution = await solvedChallenge();
    expect(
      await call(
        jsonRequest(sendBody({ template_params: { ...visitor, [CHALLENGE_FIELD]: solution } })),
        '203.0.113.10',
      ),
    ).toMatchObject({ status: 200, text: 'OK' });
    visitorAnswered();
    // Mailed when answered, the flood still coming: it waited for none of the held messages.
    expect(mailedWith(visitor.message)).toHaveLength(1);

    expect((await flood).map((answer) => answer.status)).toEqual(Array(FLOOD).fill(200));
    const kept = await allKept();
    expect(kept.filter(({ message }) => message.state === 'held')).toHaveLength(FLOOD);
    for (const { message } of bots) expect(mailedWith(message)).toEqual([]);

    // The owner hears of the flood once: the digest's run queues it, the next pass sends it.
    for (let run = 0; run < 3; run++) await runScheduled();
    const digests = resendCalls.filter((call) => String(call.body.subject).includes('retenu(s)'));
    expect(digests.map((call) => call.body.subject)).toEqual([`[Portfolio] ${FLOOD} message(s) retenu(s)`]);

    // The visitor's solution on another message, from another address, gets no message through.
    const replay = uniqueMessage();
    expect(
      await call(
        jsonRequest(sendBody({ template_params: { ...replay, [CHALLENGE_FIELD]: solution } })),
        '203.0.113.11',
      ),
    ).toMatchObject({ status: 200, text: 'OK' });
    expect(mailedWith(replay.message)).toEqual([]);
    expect(
      (await allKept())
        .filter(({ message }) => message.mail.text.includes(replay.message))
        .map(({ message }) => message.state),
    ).toEqual(['held']);
  },
);
