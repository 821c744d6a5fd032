/**
 * `virtual:build-facts`: what the build knows and the pages state, typed once in src/vite-env.d.ts.
 * The public key the contact form sends and the days the mail function keeps a message are read
 * from the environment as the function reads them (src/shared/), which Netlify passes to builds as
 * to functions: a changed setting shows on the pages from the next deploy. Whether the owner gave a
 * portrait (src/content/pictures/portrait.*) lets the hero show it or leave it out without a request;
 * under `npm run dev`, adding or removing it shows after a restart.
 */
import type { Plugin } from 'vite';
import { publicKeyOf } from '../shared/mail-identifiers.ts';
import { keepDaysOf } from '../shared/mail-retention.ts';
import { findPortrait } from './assets/portrait.ts';

const ID = 'virtual:build-facts';
const RESOLVED = `\0${ID}`;

export function buildFacts(env: Record<string, string | undefined> = process.env): Plugin {
  return {
    name: 'portfolio:build-facts',
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const portrait = await findPortrait(this.environment.config.root);
      if (portrait) this.addWatchFile(portrait);
      // One constant each: the bundler writes a primitive where it is used, so a page carries only the facts it states.
      const facts = { mailPublicKey: publicKeyOf(env), keepDays: keepDaysOf(env), hasPortrait: Boolean(portrait) };
      return Object.entries(facts).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`).join('\n');
    },
  };
}
