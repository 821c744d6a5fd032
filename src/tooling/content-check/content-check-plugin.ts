/**
 * `npm run build` (what Netlify runs) stops on broken content, with one line per problem
 * naming the file and the field, before any page is built; it warns of content gone stale.
 */
import type { Plugin } from 'vite';
import { ownerError } from '../assets/pictures.ts';

// Loaded when the build needs it, not with the config: the skill icons weigh on every `vite` and Vitest start.
const check = () => import('./content-problems.ts');

export function contentCheck(): Plugin {
  return {
    name: 'portfolio:content-check',
    apply: 'build',
    // Vite runs the plugins' `config` one after another, before any other hook: the content's problems
    // come before any other plugin trips on them (a case study of a slug written wrong), and, thrown
    // outside the bundler, print once, without the bundler's trace.
    async config() {
      const problems = (await check()).contentProblems();
      if (problems.length) throw ownerError(problems.join('\n'));
    },
    async buildStart() {
      if (this.environment.config.build.ssr) return;
      for (const warning of (await check()).contentWarnings()) this.warn(warning);
    },
  };
}
