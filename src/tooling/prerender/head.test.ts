import { describe, expect, it } from 'vitest';
import { pagePath, pageTexts, projectPath } from '../../content/pages.ts';
import { siteUrl } from '../site-url.ts';
import { publishedPages } from '../../content/published-pages.ts';
import { projectPictureFiles } from '../assets/project-pictures.ts';
import { prerenderedHead } from './head.ts';

type Node = Record<string, unknown> & { '@type': string };

/** The JSON-LD blocks of a page's head, in order. */
function jsonLdOf(head: string): Node[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Node,
  );
}

const projectPages = publishedPages.filter((page) => page.project);

describe('the JSON-LD of the prerendered pages', () => {
  it('is the owner alone on every page but the projects', () => {
    for (const page of publishedPages.filter((each) => !each.project)) {
      expect(jsonLdOf(prerenderedHead(page)).map((node) => node['@type'])).toEqual(['Person']);
    }
  });

  it.each(projectPages.map((page) => [page.path, page] as const))(
    'on %s, describes the project, by the owner as author',
    (_, page) => {
      const { project, lang } = page;
      const [person, work] = jsonLdOf(prerenderedHead(page));
      const url = `${siteUrl}${projectPath(project!, lang)}`;
      expect(person).toMatchObject({ '@type': 'Person', '@id': expect.any(String) });
      expect(work).toEqual({
        '@context': 'https://schema.org',
        '@type': project!.githubLink ? 'SoftwareSourceCode' : 'CreativeWork',
        name: project!.title[lang],
        description: project!.description[lang],
        url,
        image: expect.stringMatching(new RegExp(`^${siteUrl}/`)),
        dateCreated: String(project!.year),
        keywords: project!.tags,
        inLanguage: lang,
        author: { '@id': person!['@id'] },
        ...(project!.githubLink && { codeRepository: project!.githubLink, programmingLanguage: project!.tags }),
      });
      // A file the build makes from the project's picture.
      expect(projectPictureFiles('', [project!.image]).map((file) => `${siteUrl}${file.url}`)).toContain(work!.image);
    },
  );

  it.each(projectPages.map((page) => [page.path, page] as const))(
    'on %s, gives the trail from the Portfolio page, in its language',
    (_, page) => {
      const { project, lang } = page;
      const breadcrumb = jsonLdOf(prerenderedHead(page))[2];
      expect(breadcrumb).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: pageTexts.experience[lang].label,
            item: `${siteUrl}${pagePath('experience', lang)}`,
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: project!.title[lang],
            item: `${siteUrl}${projectPath(project!, lang)}`,
          },
        ],
      });
    },
  );
});
