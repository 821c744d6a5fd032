/** The portrait's files (portrait.ts), in the build and under `vite`. */
import type { Plugin } from 'vite';
import { builtFiles } from '../built-files.ts';
import { portraitFiles, portraitWarnings } from './portrait.ts';

export function portrait(): Plugin {
  return {
    name: 'portfolio:portrait',
    ...builtFiles({ files: portraitFiles, warnings: portraitWarnings }),
  };
}
