/**
 * The CV PDFs, one per published language (`/cv.pdf`, `/en/cv.pdf`), made from src/content so they
 * never disagree with the Parcours page: emitted into the build, and served by `vite` in development.
 */
import type { Plugin } from 'vite';
import { publishedLanguages, type Lang } from '../../content/languages.ts';
import { cvPath, profile } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';
import { education, experience } from '../../content/resume.ts';
import { skillCategories } from '../../content/skills.ts';
import { portraitForPrint } from '../assets/portrait.ts';
import { builtFiles } from '../built-files.ts';
import { renderCv } from './render-cv.ts';

/** One language's CV, from src/content and the portrait under `root`. */
export async function renderFromContent(root: string, lang: Lang): Promise<Buffer> {
  const portrait = await portraitForPrint(root);
  return renderCv({ profile, experience, education, skillCategories, projects, portrait }, lang);
}

export function cvPdf(): Plugin {
  return {
    name: 'portfolio:cv-pdf',
    ...builtFiles({
      files: (root) =>
        publishedLanguages.map((lang) => ({
          url: cvPath(lang),
          type: 'application/pdf',
          make: () => renderFromContent(root, lang),
        })),
    }),
  };
}
