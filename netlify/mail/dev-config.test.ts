/**
 * The committed dev configuration: a fresh clone must work, and the two halves (the browser's
 * .env.development, the function's netlify.toml dev context) must name the same key.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { CHALLENGE_PATH } from '../../src/shared/challenge.ts';
import { resendEvent, signResendEvent } from '../../mocks/resend-events.ts';
import { answerChallengeRequest } from './challenge/endpoint.ts';
import { handleResendWebhook } from './webhook/endpoint.ts';
import { allKept } from './testing/kept.ts';
import { devContext } from './testing/dev-context.ts';
import { call, jsonRequest, sendBody, SITE, useMailTestEnv } from './testing/harness.ts';

const { resendCalls } = useMailTestEnv();
const root = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');


describe('dev configuration', () => {
  it('gives the function the public key the browser sends', () => {
    const browserKey = /^VITE_MAIL_PUBLIC_KEY=(.+)$/m.exec(read('.env.development'))?.[1]?.trim();
    expect(browserKey).toBeTruthy();
    expect(devContext().MAIL_PUBLIC_KEY).toBe(browserKey);
  });

  it('has no secret in the dev context and no VITE_ variable naming one', () => {
    expect(Object.keys(devContext())).not.toContain('RESEND_API_KEY');
    expect(Object.keys(devContext())).not.toContain('MAIL_PRIVATE_KEY');
    expect(read('.env.development')).not.toMatch(/VITE_\w*(RESEND|PRIVATE|SECRET|TOKEN)/);
  });

  it("signs the form's proof-of-work challenges offline", async () => {
    for (const [name, value] of Object.entries(devContext())) vi.stubEnv(name, value);
    vi.stubEnv('MAIL_CHALLENGE', '');
    expect(devContext().MAIL_CHALLENGE_SECRET).toBeTruthy();
    expect((await answerChallengeRequest(new Request(SITE + CHALLENGE_PATH))).status).toBe(200);
  });

  it("verifies the local Resend stand-in's delivery events with the dev secret", async () => {
    for (const [name, value] of Object.entries(devContext())) vi.stubEnv(name, value);
    vi.stubEnv('RESEND_API_KEY', '');
    const mail = { id: 'outbox', from: 'a@localhost', to: ['owner@localhost'], subject: 's', tags: { message: 'not-kept' } };
    const { headers, body } = signResendEvent(resendEvent('email.delivered', mail), devContext().RESEND_WEBHOOK_SECRET!);
    const response = await handleResendWebhook(new Request(`${SITE}/api/v1.0/webhooks/resend`, { method: 'POST', headers, body }));
    expect(response.status).toBe(200);
  });

  it('sends to the dev outbox without a Resend key: printed, and kept in the message store as sent', async () => {
    for (const [name, value] of Object.entries(devContext())) vi.stubEnv(name, value);
    vi.stubEnv('RESEND_API_KEY', '');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const body = sendBody({ user_id: devContext().MAIL_PUBLIC_KEY });
    expect(await call(jsonRequest(body))).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls).toHaveLength(0);
    const printed = info.mock.calls.flat().join('\n');
    expect(printed).toContain('dev outbox');
    expect(printed).toContain('Subject: [Portfolio] Stage de développement — Jeanne Martin');
    expect(printed).toContain('To: owner@localhost');
    const kept = (await allKept()).map((entry) => entry.message);
    expect(kept).toEqual([expect.objectContaining({ state: 'sent', email: 'jeanne.martin@example.org', subject: 'Stage de développement' })]);
  });
});
