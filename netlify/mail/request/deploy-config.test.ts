/**
 * A deploy of two answers: the Deploy to Netlify button asks only for the Resend key and the
 * owner's address; with nothing else set, a visitor's message passes the proof of work and goes
 * out, and every other setting is documented for later.
 */
import { readFileSync } from 'node:fs';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it, vi } from 'vitest';
import { CHALLENGE_FIELD, CHALLENGE_PATH } from '../../../src/shared/challenge.ts';
import { DEFAULT_PUBLIC_KEY } from '../../../src/shared/mail-identifiers.ts';
import { answerChallengeRequest } from './challenge/endpoint.ts';
import { DEFAULT_MAIL_FROM, readMailConfig } from './config.ts';
import { allKept } from '../testing/kept.ts';
import { encodeSolution } from '../testing/solved-challenge.ts';
import { call, jsonRequest, sendBody, SITE, TEST_ENV, uniqueMessage, useMailTestEnv } from '../testing/harness.ts';

const { resendCalls } = useMailTestEnv();
const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

/** The variables the Deploy to Netlify button asks for: netlify.toml's [template.environment]. */
function deployPrompts(): string[] {
  const section = read('netlify.toml').split('\n[template.environment]\n')[1]?.split(/^\[/m)[0] ?? '';
  return [...section.matchAll(/^\s*([A-Z_]+)\s*=/gm)].map((match) => match[1]!);
}

/** Every variable the mail function reads. */
function functionSettings(): string[] {
  const read = new Set<string>();
  readMailConfig(new Proxy({}, { get: (_env, name) => void read.add(String(name)) }));
  return [...read];
}

/** Only what the Deploy button asked for: the test environment's other settings are unset. */
function deployedWithTheButtonsAnswers(answers: Record<string, string>) {
  for (const name of Object.keys(TEST_ENV)) vi.stubEnv(name, answers[name] ?? '');
}

describe('the Deploy to Netlify button', () => {
  it('asks for the Resend key and the address messages go to, nothing else', () => {
    expect(deployPrompts()).toEqual(['RESEND_API_KEY', 'MAIL_TO']);
  });

  it('leaves every other setting of the function to the READMEs, each one named there', () => {
    const documented = read('README.md') + read('netlify/mail/README.md');
    const undocumented = functionSettings().filter((name) => !new RegExp(`\`${name}\\b`).test(documented));
    expect(undocumented).toEqual([]);
  });
});

describe('a site deployed with only those two answers', () => {
  it("sends a visitor's message, proof of work solved, from Resend's test sender to the owner", async () => {
    deployedWithTheButtonsAnswers({ RESEND_API_KEY: 're_owner_key', MAIL_TO: 'owner@portfolio.example' });
    const challengeAnswer = await answerChallengeRequest(new Request(SITE + CHALLENGE_PATH));
    expect(challengeAnswer.status).toBe(200);
    const challenge = (await challengeAnswer.json()) as Challenge;
    const solution = encodeSolution(challenge, (await solveChallenge({ challenge, deriveKey }))!);

    const body = sendBody({
      user_id: DEFAULT_PUBLIC_KEY,
      template_params: { ...uniqueMessage(), [CHALLENGE_FIELD]: solution },
    });
    expect(await call(jsonRequest(body))).toMatchObject({ status: 200, text: 'OK' });
    expect(resendCalls.map((sent) => [sent.body.from, sent.body.to])).toEqual([
      [DEFAULT_MAIL_FROM, ['owner@portfolio.example']],
    ]);
    expect(resendCalls[0]!.authorization).toBe('Bearer re_owner_key');
    // Held, it would wait for the owner: the derived challenge secret let the solution pass.
    expect((await allKept()).map((entry) => entry.message.state)).toEqual(['sent']);
  });
});
