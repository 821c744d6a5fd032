import { describe, expect, it } from 'vitest';
import { availabilityLine } from '../../content/availability.ts';
import { defaultLanguage, publishedLanguages } from '../../content/languages.ts';
import { menuPageIds, pagePath, pageTexts, postPath, projectPath } from '../../content/pages.ts';
import { siteUrl } from '../site-url.ts';
import { pageDescription } from '../../content/published-pages.ts';
import { contactCardPath, cvPath, profile, resumeJsonPath } from '../../content/profile.ts';
import { featuredProjects, projects } from '../../content/projects.ts';
import { ui } from '../../content/ui.ts';
import { llmsTxt, type ListedPost } from './llms-txt.ts';

const text = llmsTxt();
const lines = text.split('\n');
const lang = defaultLanguage;

/** The H2 sections, each with its list's links: [text, url, note]. */
function sections(of = lines): Map<string, { text: string; url: string; note: string }[]> {
  const result = new Map<string, { text: string; url: string; note: string }[]>();
  let current: { text: string; url: string; note: string }[] | undefined;
  for (const line of of) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) result.set(heading[1]!, (current = []));
    const link = /^- \[(.+?)\]\((\S+)\): (.+)$/.exec(line);
    if (link) current?.push({ text: link[1]!, url: link[2]!, note: link[3]! });
  }
  return result;
}

describe('llms.txt', () => {
  it('opens with the name as its only H1, then a summary with the title, city and availability', () => {
    expect(lines[0]).toBe(`# ${profile.name}`);
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1);
    const summary = lines.find((line) => line.startsWith('> '));
    expect(lines.indexOf(summary!)).toBe(2);
    expect(summary).toContain(profile.jobTitle[lang]);
    expect(summary).toContain(profile.city);
    const availability = availabilityLine(lang);
    if (availability) expect(summary).toContain(availability);
    expect(text).toContain(profile.intro[lang]);
  });

  it('is only paragraphs before the first H2, and only lists of links with a one-line note after it', () => {
    const firstSection = lines.findIndex((line) => line.startsWith('## '));
    expect(lines.slice(0, firstSection).some((line) => /^#{2,} /.test(line))).toBe(false);
    for (const line of lines.slice(firstSection).filter(Boolean)) {
      expect(line).toMatch(/^(## .+|- \[[^\]]+\]\((https?:\/\/|mailto:|tel:)\S+\): \S.*)$/);
    }
  });

  it('links every page and every project page, by absolute URL, with its description', () => {
    const links = [...sections().values()].flat();
    for (const id of [...menuPageIds, 'legal' as const]) {
      expect(links).toContainEqual({
        text: pageTexts[id][lang].label,
        url: `${siteUrl}${pagePath(id, lang)}`,
        note: pageDescription(id, lang),
      });
    }
    for (const project of projects) {
      const link = links.find((each) => each.url === `${siteUrl}${projectPath(project, lang)}`);
      expect(link?.text).toBe(project.title[lang]);
      expect(link?.note).toContain(project.description[lang]);
    }
  });

  it("lists the featured projects first, in their order, then the others in the list's, each note ending with its outcome", () => {
    const featured = featuredProjects();
    const expected = [...featured, ...projects.filter((project) => !featured.includes(project))];
    const listed = sections().get(ui[lang].cv.projects)!;
    expect(listed.map((link) => link.url)).toEqual(
      expected.map((project) => `${siteUrl}${projectPath(project, lang)}`),
    );
    listed.forEach((link, index) => {
      const outcome = expected[index]!.facts?.outcome?.[lang];
      if (outcome) expect(link.note.endsWith(` ${outcome}`)).toBe(true);
    });
  });

  it('links the ways to reach the owner and the files the build makes', () => {
    const urls = [...sections().values()].flat().map((link) => link.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        `mailto:${profile.email}`,
        `${siteUrl}${contactCardPath}`,
        `${siteUrl}${cvPath(lang)}`,
        `${siteUrl}${resumeJsonPath(lang)}`,
        profile.links.github,
        profile.links.linkedin,
      ]),
    );
  });

  it('gives the other published languages under Optional, last', () => {
    const others = publishedLanguages.filter((other) => other !== lang);
    const names = [...sections().keys()];
    if (!others.length) return expect(names).not.toContain('Optional');
    expect(names.at(-1)).toBe('Optional');
    const urls = sections()
      .get('Optional')!
      .map((link) => link.url);
    for (const other of others)
      expect(urls).toEqual(
        expect.arrayContaining([`${siteUrl}${pagePath('home', other)}`, `${siteUrl}${resumeJsonPath(other)}`]),
      );
  });

  it('lists the posts it is given, newest first, under Blog in its language and under Optional in the others', () => {
    const post = (slug: string, date: string, postLang = lang): ListedPost => ({
      slug,
      lang: postLang,
      title: `Post ${slug}`,
      date,
      summary: `About ${slug}.`,
    });
    const other = publishedLanguages.find((each) => each !== lang);
    const withPosts = sections(
      llmsTxt([
        post('older', '2026-01-02'),
        post('newer', '2026-03-14'),
        ...(other ? [post('translated', '2026-02-01', other)] : []),
      ]).split('\n'),
    );
    expect(withPosts.get(ui[lang].blog.label)).toEqual([
      { text: 'Post newer', url: `${siteUrl}${postPath('newer', lang)}`, note: '2026-03-14. About newer.' },
      { text: 'Post older', url: `${siteUrl}${postPath('older', lang)}`, note: '2026-01-02. About older.' },
    ]);
    if (other)
      expect(withPosts.get('Optional')!.map((link) => link.url)).toContain(
        `${siteUrl}${postPath('translated', other)}`,
      );
    expect([...sections().keys()]).not.toContain(ui[lang].blog.label);
  });
});
