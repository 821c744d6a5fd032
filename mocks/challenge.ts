/**
 * The MSW handler for the proof-of-work challenge endpoint: challenges in the function's format,
 * signed with a mock secret, at a tiny cost so the form's widget solves them at once (in tests and
 * in the offline mock mode). `isMockSolution` tells a test whether a sent `altcha` value solves one.
 */
import { http, HttpResponse } from 'msw';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { CHALLENGE_ALGORITHM, CHALLENGE_PATH } from '../src/shared/challenge.ts';

const MOCK_SECRET = 'mock-challenge-secret';
const LIFETIME_S = 5 * 60;
const CHALLENGE = `*${CHALLENGE_PATH}`;

async function mockChallenge() {
  const challenge = await createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: 1,
    counter: randomInt(20),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + LIFETIME_S,
    hmacSignatureSecret: MOCK_SECRET,
  });
  return HttpResponse.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}

export const challengeHandlers = [http.get(CHALLENGE, mockChallenge)];

/** The endpoint answers `status` (default 503, as without MAIL_CHALLENGE_SECRET). For `server.use(...)`. */
export const challengeFailure = (status = 503) =>
  http.get(CHALLENGE, () => HttpResponse.text('The challenge is not configured on this server', { status }));

/** The endpoint answers only once `released` resolves: a slow network or a slow server. For `server.use(...)`. */
export const challengeDelayed = (released: Promise<void>) =>
  http.get(CHALLENGE, async () => {
    await released;
    return mockChallenge();
  });

/** Whether `value` is the widget's payload for a solved mock challenge. */
export async function isMockSolution(value: unknown): Promise<boolean> {
  if (typeof value !== 'string') return false;
  try {
    const { challenge, solution } = JSON.parse(atob(value));
    return (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: MOCK_SECRET })).verified;
  } catch {
    return false;
  }
}
