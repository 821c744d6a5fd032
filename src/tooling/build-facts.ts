/**
 * `virtual:build-facts/…`, typed in src/vite-env.d.ts: read from the environment as the function reads it
 * (src/shared/). A module per fact, so each goes with the pages that state it.
 */
import type { Plugin } from 'vite';
import { publicKeyOf } from '../shared/mail-identifiers.ts';
import { keepDaysOf } from '../shared/mail-retention.ts';
import { findPortrait } from './assets/portrait.ts';

const PREFIX = 'virtual:build-facts/';

type Env = Record<string, string | undefined>;
type Context = { root: string; watch: (file: string) => void };

const facts: Record<string, (env: Env, context: Context) => unknown> = {
  'mail-public-key': (env) => publicKeyOf(env),
  'keep-days': (env) => keepDaysOf(env),
  portrait: async (_env, { root, watch }) => {
    const source = await findPortrait(root);
    if (source) watch(source);
    return Boolean(source);
  },
};

export function buildFacts(env: Env = process.env): Plugin {
  return {
    name: 'portfolio:build-facts',
    resolveId(id) {
      return id.startsWith(PREFIX) && Object.hasOwn(facts, id.slice(PREFIX.length)) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const value = await facts[id.slice(PREFIX.length + 1)]!(env, {
        root: this.environment.config.root,
        watch: (file) => this.addWatchFile(file),
      });
      return `export default ${JSON.stringify(value)};`;
    },
  };
}
