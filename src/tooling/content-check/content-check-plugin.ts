/**
 * `npm run build` (what Netlify runs) stops on broken content, with one line per problem
 * naming the file and the field, before any page is built; it warns of content gone stale.
 */
import type { Plugin } from 'vite';
import { ownerError } from '../assets/pictures.ts';

export function contentCheck(): Plugin {
  return {
    name: 'portfolio:content-check',
    apply: 'build',
    async buildStart() {
      if (this.environment.config.build.ssr) return;
      // Loaded here, not with the config: the skill icons weigh on every `vite` and Vitest start.
      const { contentProblems, contentWarnings } = await import('./content-problems.ts');
      const problems = contentProblems();
      if (problems.length) throw ownerError(problems.join('\n'));
      for (const warning of contentWarnings()) this.warn(warning);
    },
  };
}
