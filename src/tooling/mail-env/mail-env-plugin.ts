/**
 * The contact form's browser settings are built into the page. Without them the form can never
 * send, so a Netlify build (CONTEXT is set there) stops and names what is missing; a local build
 * only warns, so the site can still be built and looked at.
 */
import type { Plugin } from 'vite';

export const REQUIRED_MAIL_ENV = ['VITE_MAIL_PUBLIC_KEY', 'VITE_MAIL_SERVICE_ID', 'VITE_MAIL_TEMPLATE_ID'] as const;

export const missingMailEnv = (env: Record<string, string | undefined>) => REQUIRED_MAIL_ENV.filter((name) => !env[name]?.trim());

export function requireMailEnv(context = process.env.CONTEXT): Plugin {
  return {
    name: 'portfolio:require-mail-env',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return;
      const missing = missingMailEnv(config.env);
      if (missing.length === 0) return;
      const problem = `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: the contact form could not send`;
      if (context) {
        throw new Error(`${problem}. Set ${missing.length === 1 ? 'it' : 'them'} in the Netlify site's environment variables (see README, Configuration).`);
      }
      config.logger.warn(`Warning: ${problem} from this build.`);
    },
  };
}
