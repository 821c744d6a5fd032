import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_SECRET, encodeSolution, solvedChallenge } from '../../testing/solved-challenge.ts';
import { MailError } from '../respond.ts';
import { checkChallenge, verifyChallengeSolution } from './check.ts';
import { CHALLENGE_LIFETIME_S, issueChallenge } from './issue.ts';
import type { UsedSolutions } from './used-solutions.ts';

const MINUTE_MS = 60_000;

/** The replay store in memory: each signature is claimed once. */
function usedInMemory(): UsedSolutions {
  const used = new Set<string>();
  return {
    async claim(signature) {
      if (used.has(signature)) return false;
      used.add(signature);
      return true;
    },
  };
}

const verify = (value: unknown, used = usedInMemory(), now = Date.now()) =>
  verifyChallengeSolution(value, CHALLENGE_SECRET, now, used);
const base64 = (text: string) => Buffer.from(text).toString('base64');
const decoded = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));

afterEach(() => vi.restoreAllMocks());

describe('a challenge solution', () => {
  it('passes when it solves a challenge of ours', async () => {
    expect(await verify(await solvedChallenge())).toEqual({ verdict: 'valid', reason: 'solved' });
  });

  it('is missing when the parameter is absent or empty (an unsolved widget sends an empty field)', async () => {
    expect((await verify(undefined)).verdict).toBe('missing');
    expect((await verify('')).verdict).toBe('missing');
  });

  it('fails when signed with another secret', async () => {
    expect(await verify(await solvedChallenge({ secret: 'someone-else' }))).toEqual({
      verdict: 'invalid',
      reason: 'not signed by us',
    });
  });

  it('fails when a signed parameter was changed (an easier or longer-lived challenge)', async () => {
    const payload = decoded(await solvedChallenge());
    for (const change of [{ cost: 0 }, { expiresAt: payload.challenge.parameters.expiresAt + 3600 }]) {
      const forged = {
        ...payload,
        challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, ...change } },
      };
      expect(await verify(base64(JSON.stringify(forged)))).toEqual({ verdict: 'invalid', reason: 'not signed by us' });
    }
  });

  it('fails when the work was not done: a made-up key', async () => {
    const challenge = await issueChallenge(CHALLENGE_SECRET, Date.now(), { cost: 1, counters: [1, 20] });
    const guess = encodeSolution(challenge, { counter: 1, derivedKey: challenge.parameters.keyPrefix.padEnd(64, '0') });
    expect(await verify(guess)).toEqual({ verdict: 'invalid', reason: 'wrong solution' });
  });

  it('fails once its challenge has expired', async () => {
    const issued = Date.now() - CHALLENGE_LIFETIME_S * 1000 - MINUTE_MS;
    expect(await verify(await solvedChallenge({ now: issued }))).toEqual({ verdict: 'invalid', reason: 'expired' });
    // The clock of the check is the one that counts.
    const fresh = await solvedChallenge();
    expect(await verify(fresh, usedInMemory(), Date.now() + CHALLENGE_LIFETIME_S * 1000)).toEqual({
      verdict: 'invalid',
      reason: 'expired',
    });
  });

  it('fails the second time it is used', async () => {
    const used = usedInMemory();
    const payload = await solvedChallenge();
    expect((await verify(payload, used)).verdict).toBe('valid');
    expect(await verify(payload, used)).toEqual({ verdict: 'invalid', reason: 'used before' });
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an object', { challenge: {}, solution: {} }],
    ['not base64', 'this is not base64!'],
    ['base64 of text', base64('hello, world')],
    ['base64 of a JSON array', base64('[1, 2, 3]')],
    ['a solution without a challenge', base64(JSON.stringify({ solution: { counter: 1, derivedKey: 'ab' } }))],
    [
      'a counter as a string',
      base64(
        JSON.stringify({
          challenge: { parameters: {}, signature: 'ab' },
          solution: { counter: '1', derivedKey: 'ab' },
        }),
      ),
    ],
    ['a huge value', 'QUFB'.repeat(100_000)],
  ])('fails, without throwing, on garbage: %s', async (_case, value) => {
    expect((await verify(value)).verdict).toBe('invalid');
  });

  it('fails on a solution with the right shape but wrong types inside', async () => {
    const payload = decoded(await solvedChallenge());
    const broken = { ...payload, solution: { ...payload.solution, derivedKey: 'not hex' } };
    expect((await verify(base64(JSON.stringify(broken)))).verdict).toBe('invalid');
  });
});

describe('the replay store', () => {
  it('being down lets a valid solution through, and says so in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down: UsedSolutions = { claim: () => Promise.reject(new Error('connection refused')) };
    expect(await verify(await solvedChallenge(), down)).toMatchObject({ verdict: 'valid' });
    expect(warn.mock.calls.flat().join('\n')).toContain('"replayCheck":"skipped"');
  });

  it('being down never lets a bad solution through', async () => {
    const down: UsedSolutions = { claim: () => Promise.reject(new Error('connection refused')) };
    expect((await verify(await solvedChallenge({ secret: 'someone-else' }), down)).verdict).toBe('invalid');
  });
});

describe('MAIL_CHALLENGE', () => {
  const settings = (mode: 'hold' | 'require' | 'off', secret: string | undefined = CHALLENGE_SECRET) => ({
    mode,
    secret,
  });
  const check = (value: unknown, mode: 'hold' | 'require' | 'off', secret?: string) =>
    checkChallenge(value, settings(mode, secret), Date.now(), usedInMemory());

  it('require: a valid solution passes; none or a bad one is refused with 400', async () => {
    expect((await check(await solvedChallenge(), 'require')).outcome).toBe('passed');
    for (const value of [undefined, 'garbage']) {
      const refusal = await check(value, 'require').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(MailError);
      expect(refusal).toMatchObject({ status: 400, text: 'The challenge solution is missing or invalid' });
    }
  });

  it('hold: a bad or missing solution goes on, marked failed', async () => {
    expect(await check(undefined, 'hold')).toEqual({ outcome: 'failed', reason: 'missing: no solution' });
    expect((await check('garbage', 'hold')).outcome).toBe('failed');
    expect((await check(await solvedChallenge(), 'hold')).outcome).toBe('passed');
  });

  it('off: the parameter is not looked at', async () => {
    expect((await check('garbage', 'off')).outcome).toBe('off');
  });

  it('without a challenge secret: require answers 503; hold holds no one, since no one could be given a challenge', async () => {
    await expect(check(await solvedChallenge(), 'require', '')).rejects.toMatchObject({
      status: 503,
      text: 'Mail sending is not configured on this server',
    });
    expect(await check(await solvedChallenge(), 'hold', '')).toEqual({
      outcome: 'off',
      reason: 'no challenge secret: not checked',
    });
  });
});

describe('the solver and the check agree', () => {
  it('on the shipped difficulty (the widget solves what the function issues)', async () => {
    const challenge = await issueChallenge(CHALLENGE_SECRET, Date.now());
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    expect((await verify(encodeSolution(challenge, solution!))).verdict).toBe('valid');
  });
});
