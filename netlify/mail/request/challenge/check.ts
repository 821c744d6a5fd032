/**
 * The proof-of-work step: `altcha` must solve a challenge of ours, unexpired, never used before.
 * MAIL_CHALLENGE says what a message without one gets: `require` 400, `hold` held, `off` not looked at.
 */
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { notConfigured, type MailConfig } from '../config.ts';
import { MailError } from '../respond.ts';
import { keySignatureSecret } from './issue.ts';
import { readSolutionPayload } from './payload.ts';
import { blobsUsedSolutions, type UsedSolutions } from './used-solutions.ts';

export type ChallengeVerdict = { verdict: 'valid' | 'missing' | 'invalid'; reason: string };

export type ChallengeOutcome = 'passed' | 'failed' | 'off';
export type ChallengeCheck = { outcome: ChallengeOutcome; reason: string };

const invalid = (reason: string): ChallengeVerdict => ({ verdict: 'invalid', reason });

export async function verifyChallengeSolution(
  value: unknown,
  secret: string,
  now: number,
  used: UsedSolutions,
): Promise<ChallengeVerdict> {
  if (value === undefined || value === '') return { verdict: 'missing', reason: 'no solution' };
  const reading = readSolutionPayload(value);
  if (!reading.ok) return invalid(reading.reason);
  const { challenge, solution } = reading.payload;
  const { expiresAt } = challenge.parameters;
  if (expiresAt * 1000 <= now) return invalid('expired');
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySignatureSecret(secret),
  });
  if (!result.verified)
    return invalid(result.expired ? 'expired' : result.invalidSignature ? 'not signed by us' : 'wrong solution');
  try {
    if (!(await used.claim(challenge.signature, expiresAt))) return invalid('used before');
  } catch (error) {
    // Only a replay could slip through, and the throttle holds; refusing would lose messages.
    console.warn(JSON.stringify({ event: 'mail-challenge', replayCheck: 'skipped', error: String(error) }));
    return { verdict: 'valid', reason: 'solved; replay not checked (store unavailable)' };
  }
  return { verdict: 'valid', reason: 'solved' };
}

export async function checkChallenge(
  value: unknown,
  { mode, secret }: MailConfig['challenge'],
  now: number,
  used: UsedSolutions = blobsUsedSolutions(),
): Promise<ChallengeCheck> {
  if (mode === 'off') return { outcome: 'off', reason: 'MAIL_CHALLENGE=off' };
  if (!secret) {
    if (mode === 'require') throw notConfigured('no MAIL_CHALLENGE_SECRET');
    // No visitor can be given a challenge, so none is held for lacking a solution; the owner is alerted (../setup.ts).
    return { outcome: 'off', reason: 'no challenge secret: not checked' };
  }
  const { verdict, reason } = await verifyChallengeSolution(value, secret, now, used);
  if (verdict === 'valid') return { outcome: 'passed', reason };
  if (mode === 'require')
    throw new MailError(400, 'The challenge solution is missing or invalid', `challenge ${verdict}: ${reason}`);
  return { outcome: 'failed', reason: `${verdict}: ${reason}` };
}
