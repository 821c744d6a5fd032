import { describe, expect, it } from 'vitest';
import { readMailConfig } from '../../../netlify/mail/request/config.ts';
import { mailPublicKey } from './mail-public-key-plugin.ts';

/** The key the pages send, as the build makes it from `env`. */
function builtKey(env: Record<string, string | undefined>): unknown {
  const plugin = mailPublicKey(env);
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => string | undefined;
  const code = load(resolveId('virtual:mail-public-key')!)!;
  return JSON.parse(code.replace(/^export default (.*);$/, '$1'));
}

describe('the public key the pages send', () => {
  it.each([
    ['no mail setting at all', {}],
    ['a blank MAIL_PUBLIC_KEY', { MAIL_PUBLIC_KEY: ' ' }],
    ['a MAIL_PUBLIC_KEY of its own', { MAIL_PUBLIC_KEY: 'pk_owner_choice' }],
  ])('is the one the mail function expects, with %s', (_case, env) => {
    expect(builtKey(env)).toBe(readMailConfig(env).publicKey);
  });

  it('follows MAIL_PUBLIC_KEY', () => {
    expect(builtKey({ MAIL_PUBLIC_KEY: 'pk_owner_choice' })).toBe('pk_owner_choice');
  });
});
