import { describe, expect, it } from 'vitest';
import { readMailConfig } from '../../../netlify/mail/request/config.ts';
import { mailRetention } from './mail-retention-plugin.ts';

/** The module the pages import, as the build makes it from `env`. */
function moduleFor(env: Record<string, string | undefined>) {
  const plugin = mailRetention(env);
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => string | undefined;
  const code = load(resolveId('virtual:mail-retention')!)!;
  return JSON.parse(code.replace(/^export default (.*);$/, '$1')) as unknown;
}

describe('the retention the pages state', () => {
  it("is the mail function's own, defaults included", () => {
    const days = (ms: number) => ms / 86_400_000;
    const { keep } = readMailConfig({});
    expect(moduleFor({})).toEqual({ sent: days(keep.sent), held: days(keep.held), failed: days(keep.failed) });
  });

  it('follows MAIL_KEEP_DAYS and the other settings as the build finds them', () => {
    expect(moduleFor({ MAIL_KEEP_DAYS: '14', MAIL_KEEP_HELD_DAYS: '7', MAIL_KEEP_FAILED_DAYS: '60' })).toEqual({ sent: 14, held: 7, failed: 60 });
  });

  it('falls back to the default on a malformed value, as the function does', () => {
    expect(moduleFor({ MAIL_KEEP_DAYS: 'thirty' })).toEqual(moduleFor({}));
  });
});
