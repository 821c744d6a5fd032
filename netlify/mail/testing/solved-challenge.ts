/** Challenges of the server's, solved as the widget solves them, for tests and the bench. */
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { issueChallenge } from '../request/challenge/issue.ts';

export const CHALLENGE_SECRET = 'test-challenge-secret';

/** The `altcha` value the widget sends: base64 of its JSON payload. */
export const encodeSolution = (challenge: Challenge, solution: Solution) =>
  Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');

/** A challenge issued at `now` and solved, at a tiny cost so it takes no time: checking it costs the same. */
export async function solvedChallenge({ secret = CHALLENGE_SECRET, now = Date.now() } = {}): Promise<string> {
  const challenge = await issueChallenge(secret, now, { cost: 1, counters: [1, 20] });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the test challenge was not solved');
  return encodeSolution(challenge, solution);
}
