/** The pages the beacon counts by name: the site's, in every published language. Any other path counts as OTHER. */
import { publishedLanguages } from '../../src/content/languages.ts';
import { pageIds, pagePath, projectPath } from '../../src/content/pages.ts';
import { projects } from '../../src/content/projects.ts';
import { OTHER } from './tally.ts';

const sitePages = new Set<string>(
  publishedLanguages.flatMap((lang) => [
    ...pageIds.map((id) => pagePath(id, lang)),
    ...projects.map((project) => projectPath(project, lang)),
  ]),
);

export const pageOrOther = (path: string): string => (sitePages.has(path) ? path : OTHER);
