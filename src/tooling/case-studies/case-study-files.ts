/** Where case studies live, src/content/projects/<slug>.<lang>.md, and what their names say. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { languages, type Lang } from '../../content/languages.ts';
import type { Project } from '../../content/projects.ts';
import { ownerError } from '../assets/pictures.ts';
import { fileIssues, issueLine } from '../content-schema/content-issues.ts';

export const CASE_STUDIES_DIR = 'src/content/projects';

/** The slug and language of a case study's or a post's file, `<slug>.<lang>.md`; `checkSlug` throws on a wrong slug. */
export function slugAndLanguage(
  file: string,
  [what, example]: [string, string],
  checkSlug: (slug: string) => void,
): { slug: string; lang: Lang } {
  const [slug, lang, ...rest] = path.basename(file, '.md').split('.');
  if (!slug || !lang || rest.length > 0)
    throw ownerError(`${file}: ${what} is named <slug>.<lang>.md, as ${example}.${languages[0]}.md`);
  checkSlug(slug);
  if (!(languages as readonly string[]).includes(lang)) {
    throw ownerError(
      `${file}: '${lang}' is not a language of the site (${languages.join(', ')}): name it ${slug}.<lang>.md`,
    );
  }
  return { slug, lang: lang as Lang };
}

/** The project and language a case study is written for, from its file name (relative to the root). */
export function caseStudyOf(file: string, projects: readonly Pick<Project, 'slug'>[]): { slug: string; lang: Lang } {
  return slugAndLanguage(file, ['a case study', projects[0]?.slug ?? 'snake'], (slug) => {
    if (projects.some((project) => project.slug === slug)) return;
    // A case study left without its project by a slug written wrong: the slug is what to fix.
    const slugs = projects.map((project) => project.slug).join(', ');
    const badSlug = fileIssues('projects.ts', { projects }).find((issue) => issue.field.endsWith('.slug'));
    throw ownerError(
      badSlug ? issueLine(badSlug) : `${file}: no project has the slug '${slug}' in src/content/projects.ts (${slugs})`,
    );
  });
}

/** The Markdown files of a folder of the repository, relative to the root. */
export function markdownFiles(root: string, dir: string): string[] {
  const files = existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)) : [];
  return files.filter((file) => file.endsWith('.md')).map((file) => `${dir}/${file}`);
}

/** So a misnamed file fails the build before anything is bundled. */
export function checkCaseStudyNames(root: string, projects: readonly Pick<Project, 'slug'>[]): void {
  for (const file of markdownFiles(root, CASE_STUDIES_DIR)) caseStudyOf(file, projects);
}
