/**
 * A fresh challenge (ALTCHA v2, PBKDF2/SHA-256). The server picks the counter (deterministic mode):
 * the work is bounded, and checking a solution is one HMAC of its key.
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_ALGORITHM } from '../../../../src/shared/challenge.ts';

/** Short, so a bot cannot stock up solutions for a burst. */
export const CHALLENGE_LIFETIME_S = 5 * 60;

/** PBKDF2 iterations per attempt, and the range the counter is drawn from. */
export type ChallengeDifficulty = { cost: number; counters: readonly [min: number, max: number] };

/** Tuned so that a low-end phone solves a challenge in about a second. */
export const CHALLENGE_DIFFICULTY: ChallengeDifficulty = { cost: 5000, counters: [300, 600] };

/** So one secret never signs two kinds of data. */
export const keySignatureSecret = (secret: string) =>
  createHmac('sha256', secret).update('altcha key signature').digest('hex');

export function issueChallenge(secret: string, now: number, difficulty = CHALLENGE_DIFFICULTY): Promise<Challenge> {
  const [min, max] = difficulty.counters;
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(max, min),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_LIFETIME_S,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySignatureSecret(secret),
  });
}
