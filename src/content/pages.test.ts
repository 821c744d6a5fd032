import { describe, expect, it } from 'vitest';
import { publishedLanguages } from './languages.ts';
import { pageDescriptions, publishedPages } from './published-pages.ts';
import { projects, projectTags } from './projects.ts';

describe.each(publishedLanguages)('the Portfolio page description (%s)', (lang) => {
  const description = pageDescriptions.experience[lang];

  it('counts the projects of the carousel', () => {
    expect(description).toMatch(new RegExp(`^${projects.length} `));
  });

  it('names the technologies the projects use first', () => {
    for (const tag of projectTags.slice(0, 3)) expect(description).toContain(tag);
  });
});

describe('the published pages', () => {
  it('have one page per project in each language, each at its own address', () => {
    const projectPages = publishedPages.filter((page) => page.id === 'project');
    expect(projectPages).toHaveLength(projects.length * publishedLanguages.length);
    const paths = publishedPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
