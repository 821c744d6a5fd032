/**
 * The profile for machines, made from src/content at every build so it never disagrees with the
 * pages: `/resume.json` per published language (JSON Resume), `/llms.txt` and `/contact.vcf`
 * (vCard). Emitted into the build, and served by `vite` in development.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { publishedLanguages } from '../../content/languages.ts';
import { contactCardPath, resumeJsonPath } from '../../content/profile.ts';
import { jsonResume } from './json-resume.ts';
import { publishedPostFiles } from '../posts/post-files.ts';
import { llmsTxt, LLMS_TXT_PATH } from './llms-txt.ts';
import { contactCard, VCARD_CONTENT_TYPE } from './vcard.ts';

const REPOSITORY = path.resolve(import.meta.dirname, '../../..');

export type ProfileFile = { path: string; contentType: string; body: () => string };

/**
 * Every file with its media type, which dist/_headers states too (src/tooling/headers): Netlify
 * gives .vcf no vCard type of its own, and the text files their charset.
 */
export const profileFileList: ProfileFile[] = [
  ...publishedLanguages.map((lang) => ({
    path: resumeJsonPath(lang),
    contentType: 'application/json',
    body: () => `${JSON.stringify(jsonResume(lang), null, 2)}\n`,
  })),
  // The posts a build of today publishes, drafts left out under `npm run dev` too.
  { path: LLMS_TXT_PATH, contentType: 'text/plain; charset=utf-8', body: () => llmsTxt(publishedPostFiles(REPOSITORY)) },
  { path: contactCardPath, contentType: VCARD_CONTENT_TYPE, body: () => contactCard() },
];

export function profileFiles(): Plugin {
  return {
    name: 'portfolio:profile-files',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const file of profileFileList) this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.body() });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = profileFileList.find((candidate) => req.url?.split('?')[0] === candidate.path);
        if (!file) return next();
        res.setHeader('Content-Type', file.contentType);
        res.end(file.body());
      });
    },
  };
}
