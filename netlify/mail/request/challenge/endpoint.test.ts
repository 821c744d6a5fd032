import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it, vi } from 'vitest';
import { CHALLENGE_ALGORITHM, CHALLENGE_PATH } from '../../../../src/shared/challenge.ts';
import { config as functionConfig } from '../../../functions/mail-challenge.ts';
import { SITE, useMailTestEnv } from '../../testing/harness.ts';
import { CHALLENGE_SECRET, encodeSolution } from '../../testing/solved-challenge.ts';
import { checkChallenge } from './check.ts';
import { answerChallengeRequest } from './endpoint.ts';
import { CHALLENGE_LIFETIME_S } from './issue.ts';

useMailTestEnv({ MAIL_CHALLENGE: 'hold' });

const get = (init: RequestInit = {}, origin: string | null = null) =>
  answerChallengeRequest(new Request(SITE + CHALLENGE_PATH, { ...init, headers: origin ? { Origin: origin } : {} }));

describe('GET /api/v1.0/challenge', () => {
  it('is where the form looks for it', () => {
    expect(functionConfig.path).toBe(CHALLENGE_PATH);
  });

  it('answers a fresh signed challenge as JSON, never cached', async () => {
    const now = Date.now();
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const challenge = (await response.json()) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: CHALLENGE_ALGORITHM,
      keySignature: expect.stringMatching(/^[0-9a-f]+$/),
    });
    expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(now);
    expect(challenge.parameters.expiresAt! * 1000).toBeLessThanOrEqual(now + CHALLENGE_LIFETIME_S * 1000 + 1000);
    const other = (await (await get()).json()) as Challenge;
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it('gives a challenge whose solution the mail API accepts once', async () => {
    const challenge = (await (await get()).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const settings = { mode: 'require' as const, secret: CHALLENGE_SECRET };
    expect((await checkChallenge(encodeSolution(challenge, solution!), settings, Date.now())).outcome).toBe('passed');
    await expect(checkChallenge(encodeSolution(challenge, solution!), settings, Date.now())).rejects.toMatchObject({
      status: 400,
    });
  });

  it('answers the origins the mail API answers, with CORS, and refuses others', async () => {
    vi.stubEnv('MAIL_ALLOWED_ORIGINS', 'https://partner.example');
    const partner = await get({}, 'https://partner.example');
    expect(partner.status).toBe(200);
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect((await get({}, 'https://evil.example')).status).toBe(403);
  });

  it('answers 405 to other methods', async () => {
    const response = await get({ method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('answers 503 with a clear text with no secret to sign with: no MAIL_CHALLENGE_SECRET, no Resend key', async () => {
    vi.stubEnv('MAIL_CHALLENGE_SECRET', '');
    vi.stubEnv('RESEND_API_KEY', '');
    const response = await get();
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('The challenge is not configured on this server');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('still answers challenges when MAIL_CHALLENGE=off, so the form works the same whatever the mode', async () => {
    vi.stubEnv('MAIL_CHALLENGE', 'off');
    expect((await get()).status).toBe(200);
  });
});
