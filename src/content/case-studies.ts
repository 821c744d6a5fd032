/**
 * The projects' case studies: Markdown beside this file, projects/<slug>.<lang>.md, each optional.
 * The build renders each to safe HTML (src/tooling/case-studies), and a project page fetches only its
 * own, as a small chunk of text: no Markdown parser or highlighter reaches the browser.
 */
import type { Lang } from './languages.ts';
import type { Project } from './projects.ts';

const caseStudies = import.meta.glob<string>('./projects/*.md', { import: 'default' });

const caseStudyKey = (slug: string, lang: Lang) => `./projects/${slug}.${lang}.md`;

export function hasCaseStudy(slug: string, lang: Lang): boolean {
  return caseStudyKey(slug, lang) in caseStudies;
}

/**
 * A project as a page shows it: with whether it has a case study in the page's language. Route
 * loaders tell, so no page's code carries the list of case studies.
 */
export type ShownProject = Project & { caseStudy: boolean };

export const shownProject = (project: Project, lang: Lang): ShownProject => ({
  ...project,
  caseStudy: hasCaseStudy(project.slug, lang),
});

/** The case study of a project in a language, as HTML, or null when there is none. */
export async function loadCaseStudy(slug: string, lang: Lang): Promise<string | null> {
  const load = caseStudies[caseStudyKey(slug, lang)];
  return load ? load() : null;
}
