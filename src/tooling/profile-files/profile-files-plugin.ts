/** The profile for machines from src/content: `/resume.json` per language, `/llms.txt`, `/contact.vcf`. */
import path from 'node:path';
import type { Plugin } from 'vite';
import { publishedLanguages } from '../../content/languages.ts';
import { builtFiles, type BuiltFile } from '../built-files.ts';
import { contactCardPath, resumeJsonPath } from '../../content/profile.ts';
import { jsonResume } from './json-resume.ts';
import { publishedPostFiles } from '../posts/post-files.ts';
import { llmsTxt, LLMS_TXT_PATH } from './llms-txt.ts';
import { contactCard, VCARD_CONTENT_TYPE } from './vcard.ts';

const REPOSITORY = path.resolve(import.meta.dirname, '../../..');

/**
 * Every file with its media type, which dist/_headers states too (src/tooling/headers): Netlify
 * gives .vcf no vCard type of its own, and the text files their charset.
 */
export const profileFileList: BuiltFile[] = [
  ...publishedLanguages.map((lang) => ({
    url: resumeJsonPath(lang),
    type: 'application/json',
    make: () => `${JSON.stringify(jsonResume(lang), null, 2)}\n`,
  })),
  // The posts a build of today publishes, drafts left out under `npm run dev` too.
  { url: LLMS_TXT_PATH, type: 'text/plain; charset=utf-8', make: () => llmsTxt(publishedPostFiles(REPOSITORY)) },
  { url: contactCardPath, type: VCARD_CONTENT_TYPE, make: () => contactCard() },
];

export function profileFiles(): Plugin {
  return {
    name: 'portfolio:profile-files',
    ...builtFiles({ files: () => profileFileList }),
  };
}
