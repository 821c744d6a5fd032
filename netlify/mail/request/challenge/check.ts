/**
 * The proof-of-work step: `altcha` must solve a challenge of ours, unexpired, never used before.
 * MAIL_CHALLENGE says what a message without one gets: `require` 400, `hold` held, `off` not looked at.
 */
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';
import { notConfigured, type MailConfig } from '../config.ts';
import { MailError } from '../respond.ts';
import { keySignatureSecret } from './issue.ts';
import { blobsUsedSolutions, type UsedSolutions } from './used-solutions.ts';

/** A payload of ours is about 700 characters; past this it cannot be one. */
const MAX_LENGTH = 2048;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

// Loose: the signature covers every parameter, known or not, so none may be dropped.
const parametersSchema = v.looseObject({
  algorithm: v.string(),
  nonce: v.string(),
  salt: v.string(),
  cost: v.number(),
  keyLength: v.number(),
  keyPrefix: v.string(),
  keySignature: v.optional(v.string()),
  expiresAt: v.number(),
});

const payloadSchema = v.object({
  challenge: v.object({ parameters: parametersSchema, signature: v.string() }),
  solution: v.object({ counter: v.number(), derivedKey: v.string(), time: v.optional(v.number()) }),
});

/**
 * The `altcha` parameter, base64 of `{ challenge, solution }`, checked before any cryptography: the
 * payload, or why it is not one.
 */
function readSolutionPayload(value: unknown): v.InferOutput<typeof payloadSchema> | string {
  if (typeof value !== 'string') return `a ${value === null ? 'null' : typeof value}, not a string`;
  if (value.length > MAX_LENGTH) return `${value.length} characters`;
  if (!BASE64.test(value)) return 'not base64';
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return 'not JSON';
  }
  const parsed = v.safeParse(payloadSchema, json);
  return parsed.success ? parsed.output : 'not a solution payload';
}

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
  const payload = readSolutionPayload(value);
  if (typeof payload === 'string') return invalid(payload);
  const { challenge, solution } = payload;
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
