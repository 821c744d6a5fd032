import { describe, expect, it } from 'vitest';
import { readMailConfig } from '../../netlify/mail/request/config.ts';
import { buildFacts } from './build-facts.ts';

/** The facts the pages import, as the build makes them from `env` (whether there is a portrait: portrait.test.ts). */
async function factsFor(
  env: Record<string, string | undefined>,
): Promise<{ mailPublicKey: unknown; keepDays: unknown }> {
  const plugin = buildFacts(env);
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (this: unknown, id: string) => Promise<string>;
  const fact = async (name: string) => {
    const code = await load.call(
      { environment: { config: { root: process.cwd() } }, addWatchFile: () => {} },
      resolveId(`virtual:build-facts/${name}`)!,
    );
    return JSON.parse(code.replace(/^export default (.*);$/, '$1')) as unknown;
  };
  return { mailPublicKey: await fact('mail-public-key'), keepDays: await fact('keep-days') };
}

const DAY_MS = 86_400_000;

describe('the build facts the pages state', () => {
  it.each([
    ['no mail setting at all', {}],
    ['a blank MAIL_PUBLIC_KEY', { MAIL_PUBLIC_KEY: ' ' }],
    ['a MAIL_PUBLIC_KEY of its own', { MAIL_PUBLIC_KEY: 'pk_owner_choice' }],
  ])('give the public key the mail function expects, with %s', async (_case, env) => {
    expect((await factsFor(env)).mailPublicKey).toBe(readMailConfig(env).publicKey);
  });

  it('follow MAIL_PUBLIC_KEY', async () => {
    expect((await factsFor({ MAIL_PUBLIC_KEY: 'pk_owner_choice' })).mailPublicKey).toBe('pk_owner_choice');
  });

  it("give the mail function's own retention, defaults included", async () => {
    const { keep } = readMailConfig({});
    expect((await factsFor({})).keepDays).toEqual({
      sent: keep.sent / DAY_MS,
      held: keep.held / DAY_MS,
      failed: keep.failed / DAY_MS,
    });
  });

  it('follow MAIL_KEEP_DAYS and the other settings as the build finds them', async () => {
    expect(
      (await factsFor({ MAIL_KEEP_DAYS: '14', MAIL_KEEP_HELD_DAYS: '7', MAIL_KEEP_FAILED_DAYS: '60' })).keepDays,
    ).toEqual({ sent: 14, held: 7, failed: 60 });
  });

  it('fall back to the default retention on a malformed value, as the function does', async () => {
    expect((await factsFor({ MAIL_KEEP_DAYS: 'thirty' })).keepDays).toEqual((await factsFor({})).keepDays);
  });
});
