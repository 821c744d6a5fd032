import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const SECOND_SET = path.resolve(import.meta.dirname, '../test/second-content');
const CONTENT = path.resolve(import.meta.dirname, '../content');

/**
 * For the `second-content` test projects of vite.config.ts: an import of a content module that
 * src/test/second-content changes (languages.ts, profile.ts, ...) gets that folder's module instead,
 * everywhere but in that folder, whose modules import the real ones.
 */
export function secondContent(): Plugin {
  const changed = readdirSync(SECOND_SET).filter((file) => existsSync(path.join(CONTENT, file)));
  const replacements = new Map(changed.map((file) => [path.join(CONTENT, file), path.join(SECOND_SET, file)]));
  const mayName = new RegExp(`(?:${changed.map((file) => file.replace(/\./g, '\\.')).join('|')})$`);
  return {
    name: 'portfolio:second-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !mayName.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !replacements.has(resolved.id)) return null;
      // That folder's modules get the real one under an id of its own: the module runner caches
      // modules by URL, and the URL of the real module is the one every other importer asks for.
      return importer.startsWith(SECOND_SET) ? `${resolved.id}?real` : replacements.get(resolved.id)!;
    },
  };
}
