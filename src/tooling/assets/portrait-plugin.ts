/**
 * The owner's optional portrait (portrait.ts): the build emits its files, and `vite` makes them on
 * request in development. Whether there is one, the app learns from `virtual:build-facts/portrait`.
 */
import type { Plugin } from 'vite';
import { builtFiles } from '../built-files.ts';
import { portraitFiles, portraitWarnings } from './portrait.ts';

export function portrait(): Plugin {
  return {
    name: 'portfolio:portrait',
    ...builtFiles({ files: portraitFiles, warnings: portraitWarnings }),
  };
}
