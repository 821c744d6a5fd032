/**
 * The committed dev configuration: a fresh clone must work, offline, with the public key and the
 * sender of the code, as a build and a deploy have them.
 */
import { describe, expect, it, vi } from 'vitest';
import { CHALLENGE_FIELD, CHALLENGE_PATH } from '../../../src/shared/challenge.ts';
import { DEFAULT_PUBLIC_KEY } from '../../../src/shared/mail-identifiers.ts';
import { contactMessage } from '../../../mocks/contact-message.ts';
import { resendEvent, signResendEvent } from '../../../mocks/resend-events.ts';
import { answerChallengeRequest } from './challenge/endpoint.ts';
import { handleResendWebhook } from '../observers/webhook/endpoint.ts';
import { DEFAULT_MAIL_FROM } from './config.ts';
import { allKept } from '../testing/kept.ts';
import { devContext } from '../testing/dev-context.ts';
import { solvedChallenge } from '../testing/solved-challenge.ts';
import { call, jsonRequest, sendBody, SITE, TEST_ENV, useMailTestEnv } from '../testing/harness.ts';

const { resendCalls } = useMailTestEnv();

/** The function's environment under `npm run dev` and `npm run preview`: the dev context, nothing else. */
function runLocally() {
  for (const name of Object.keys(TEST_ENV)) vi.stubEnv(name, '');
  for (const [name, value] of Object.entries(devContext())) vi.stubEnv(name, value);
}

describe('dev configuration', () => {
  it('leaves the public key to the code: the build, which reads no netlify.toml, sends the same', () => {
    expect(Object.keys(devContext())).not.toContain('MAIL_PUBLIC_KEY');
  });

  it('has no secret in the dev context', () => {
    expect(Object.keys(devContext())).not.toContain('RESEND_API_KEY');
    expect(Object.keys(devContext())).not.toContain('MAIL_PRIVATE_KEY');
  });

  it("signs the form's proof-of-work challenges offline", async () => {
    runLocally();
    expect((await answerChallengeRequest(new Request(SITE + CHALLENGE_PATH))).status).toBe(200);
  });

  it("verifies the local Resend stand-in's delivery events with the dev secret", async () => {
    runLocally();
    const mail = {
      id: 'outbox',
      from: 'a@localhost',
      to: ['owner@localhost'],
      subject: 's',
      tags: { message: 'not-kept' },
    };
    const { headers, body } = signResendEvent(
      resendEvent('email.delivered', mail),
      devContext().RESEND_WEBHOOK_SECRET!,
    );
    const response = await handleResendWebhook(
      new Request(`${SITE}/api/v1.0/webhooks/resend`, { method: 'POST', headers, body }),
    );
    expect(response.status).toBe(200);
  });

  it('sends to the dev outbox without a Resend key: printed, and kept in the message store as sent', async () => {
    runLocally();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const altcha = await solvedChallenge({ secret: devContext().MAIL_CHALLENGE_SECRET });
    const body = sendBody({
      user_id: DEFAULT_PUBLIC_KEY,
      template_params: { ...contactMessage(), [CHALLENGE_FIELD]: altcha },
    });
    expect(await call(jsonRequest(body))).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls).toHaveLength(0);
    const printed = info.mock.calls.flat().join('\n');
    expect(printed).toContain('dev outbox');
    expect(printed).toContain('Subject: [Portfolio] Stage de développement — Jeanne Martin');
    expect(printed).toContain(`From: ${DEFAULT_MAIL_FROM}`);
    expect(printed).toContain('To: owner@localhost');
    const kept = (await allKept()).map((entry) => entry.message);
    expect(kept).toEqual([
      expect.objectContaining({ state: 'sent', email: 'jeanne.martin@example.org', subject: 'Stage de développement' }),
    ]);
  });
});
