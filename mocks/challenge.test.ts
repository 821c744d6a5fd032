/** The challenge mock answers like the function's endpoint, at a tiny cost, and tells its solutions apart. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_ALGORITHM, CHALLENGE_FIELD } from '../src/shared/challenge.ts';
import { DEFAULT_PUBLIC_KEY, SERVICE_ID, TEMPLATE_ID } from '../src/shared/mail-identifiers.ts';
import { isMockSolution } from './challenge.ts';
import { contactMessage } from './contact-message.ts';
import { server } from './node.ts';

const ORIGIN = 'http://localhost:8888';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const encode = (challenge: Challenge, solution: unknown) =>
  btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));

describe('the challenge mock', () => {
  it('answers a signed challenge that solves at once, and recognises its solution', async () => {
    const response = await fetch(`${ORIGIN}/api/v1.0/challenge`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as Challenge;
    expect(challenge.parameters.algorithm).toBe(CHALLENGE_ALGORITHM);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await isMockSolution(encode(challenge, solution))).toBe(true);
    expect(await isMockSolution(encode(challenge, { ...solution, derivedKey: '00' }))).toBe(false);
    expect(await isMockSolution('garbage')).toBe(false);
    expect(await isMockSolution(undefined)).toBe(false);
  });

  it('leaves the solution out of the template variables the send mock checks', async () => {
    const response = await fetch(`${ORIGIN}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        user_id: DEFAULT_PUBLIC_KEY,
        service_id: SERVICE_ID,
        template_id: TEMPLATE_ID,
        template_params: { ...contactMessage(), [CHALLENGE_FIELD]: 'any value' },
      }),
    });
    expect(await response.text()).toBe('OK');
  });
});
