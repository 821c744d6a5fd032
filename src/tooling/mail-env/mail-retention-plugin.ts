/**
 * `virtual:mail-retention`: how many days the mail function keeps a message, for the pages that say
 * so (the note under the contact form, the privacy notice). Read at build time as the function
 * reads it (src/shared/mail-retention.ts: MAIL_KEEP_DAYS, MAIL_KEEP_HELD_DAYS, MAIL_KEEP_FAILED_DAYS),
 * which Netlify passes to builds as to functions: a changed setting shows on the pages from the next deploy.
 */
import type { Plugin } from 'vite';
import { keepDaysOf } from '../../shared/mail-retention.ts';

const ID = 'virtual:mail-retention';
const RESOLVED = `\0${ID}`;

export function mailRetention(env: Record<string, string | undefined> = process.env): Plugin {
  return {
    name: 'portfolio:mail-retention',
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(keepDaysOf(env))};`;
    },
  };
}
