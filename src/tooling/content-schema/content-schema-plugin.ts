/** The build stops on content that does not fit src/content/schema.ts, before any page; warns of stale content. */
import type { Plugin } from 'vite';
import { ownerError } from '../assets/pictures.ts';

// Loaded when the build needs it, not with the config: every `vite` and Vitest start reads this file.
const check = () => import('./content-issues.ts');

export function contentSchema(): Plugin {
  return {
    name: 'portfolio:content-schema',
    apply: 'build',
    // Vite runs the plugins' `config` one after another, before any other hook: the content's problems
    // come before any other plugin trips on them (a case study of a slug written wrong), and, thrown
    // outside the bundler, print once, without the bundler's trace.
    async config() {
      const { contentIssues, issueLine } = await check();
      const issues = contentIssues();
      if (issues.length) throw ownerError(issues.map(issueLine).join('\n'));
    },
    async buildStart() {
      if (this.environment.config.build.ssr) return;
      const { contentWarnings, issueLine } = await check();
      for (const warning of contentWarnings()) this.warn(issueLine(warning));
    },
  };
}
