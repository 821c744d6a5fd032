/**
 * The owner's optional portrait (portrait.ts). `virtual:portrait` tells the app whether there is
 * one, so the hero shows it or leaves it out without a request; the build emits its files, and
 * `vite` makes them on request in development. Adding or removing the portrait under `npm run dev`
 * shows after a restart.
 */
import type { Plugin } from 'vite';
import { builtFiles } from '../built-files.ts';
import { findPortrait, portraitFiles, portraitWarnings } from './portrait.ts';

const ID = 'virtual:portrait';
const RESOLVED = `\0${ID}`;

export function portrait(): Plugin {
  return {
    name: 'portfolio:portrait',
    ...builtFiles({ files: portraitFiles, warnings: portraitWarnings }),
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const source = await findPortrait(this.environment.config.root);
      if (source) this.addWatchFile(source);
      return `export default ${Boolean(source)};`;
    },
  };
}
