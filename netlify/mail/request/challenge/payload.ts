/** The `altcha` parameter, base64 of `{ challenge, solution }`, checked before any cryptography. */
import * as v from 'valibot';

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

export type SolutionPayload = v.InferOutput<typeof payloadSchema>;
export type PayloadReading = { ok: true; payload: SolutionPayload } | { ok: false; reason: string };

export function readSolutionPayload(value: unknown): PayloadReading {
  if (typeof value !== 'string')
    return { ok: false, reason: `a ${value === null ? 'null' : typeof value}, not a string` };
  if (value.length > MAX_LENGTH) return { ok: false, reason: `${value.length} characters` };
  if (!BASE64.test(value)) return { ok: false, reason: 'not base64' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = v.safeParse(payloadSchema, json);
  return parsed.success ? { ok: true, payload: parsed.output } : { ok: false, reason: 'not a solution payload' };
}
