/**
 * `virtual:mail-retention`: how many days the mail function keeps a message, for the pages that say
 * so (the note under the contact form, the privacy notice). Read at build time through the
 * function's own settings (netlify/mail/request/config.ts: MAIL_KEEP_DAYS, MAIL_KEEP_HELD_DAYS,
 * MAIL_KEEP_FAILED_DAYS, same defaults, same parsing), which Netlify passes to builds as to
 * functions: a changed setting shows on the pages from the next deploy.
 */
import type { Plugin } from 'vite';
import { DAY_MS, readMailConfig } from '../../../netlify/mail/request/config.ts';
import type { KeepDays } from '../../content/legal.ts';

const ID = 'virtual:mail-retention';
const RESOLVED = `\0${ID}`;

export function keepDays(env: Record<string, string | undefined>): KeepDays {
  const { keep } = readMailConfig(env);
  return { sent: keep.sent / DAY_MS, held: keep.held / DAY_MS, failed: keep.failed / DAY_MS };
}

export function mailRetention(env: Record<string, string | undefined> = process.env): Plugin {
  return {
    name: 'portfolio:mail-retention',
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(keepDays(env))};`;
    },
  };
}
