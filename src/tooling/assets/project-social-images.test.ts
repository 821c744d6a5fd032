import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultLanguage, publishedLanguages, type Lang } from '../../content/languages.ts';
import { publishedPages, siteUrl } from '../../content/pages.ts';
import { projects, type Project } from '../../content/projects.ts';
import { prerenderedHead } from '../prerender/head.ts';
import { brandFiles } from './brand-images-plugin.ts';
import { SOCIAL_CARD } from './brand-images.ts';
import { PICTURE, projectCardLayout, projectSocialImagePath, projectSocialImagePng } from './project-social-images.ts';

/** A title of 60 characters, longer than any of the sample's. */
const LONG_TITLE = 'Plateforme collaborative de réservation de salles de réunion';

/** A project of the content, in every language titled `title`. */
const titled = (title: string): Project => ({ ...projects[0]!, title: { fr: title, en: title } });

function expectWithinMargins(project: Project, lang: Lang = defaultLanguage) {
  const layout = projectCardLayout(project, lang);
  // The text column runs from the left margin to the picture, with a gap.
  const columnRight = PICTURE.x - 48;
  for (const line of layout.title.lines) expect(SOCIAL_CARD.margin + line.width).toBeLessThanOrEqual(columnRight);
  for (const line of [...layout.label.lines, ...layout.details.lines]) expect(SOCIAL_CARD.margin + line.width).toBeLessThanOrEqual(columnRight);
  expect(layout.label.lines).toHaveLength(1);
  expect(layout.details.lines).toHaveLength(1);
  expect(layout.titleTop + layout.title.height).toBeLessThan(layout.ruleY);
  expect(layout.detailsTop + layout.details.height).toBeLessThanOrEqual(SOCIAL_CARD.height - SOCIAL_CARD.margin);
  expect(PICTURE.x + PICTURE.width).toBeLessThanOrEqual(SOCIAL_CARD.width - SOCIAL_CARD.margin);
  return layout;
}

describe("a project's social card", () => {
  it('wraps a 60-character title within the margins, then shrinks it', () => {
    expect(LONG_TITLE).toHaveLength(60);
    expect(expectWithinMargins(titled(LONG_TITLE)).title.lines.length).toBeGreaterThan(1);
    expectWithinMargins(titled('W'.repeat(60)));
  });

  it.each(publishedLanguages)('fits every project title in %s', (lang) => {
    for (const project of projects) expectWithinMargins(project, lang);
  });

  it('is a 1200 x 630 PNG drawn from the project picture', async () => {
    const png = await projectSocialImagePng(process.cwd(), projects[0]!, publishedLanguages[0]!);
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });
});

const unescapeHtml = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('the project cards the build emits', () => {
  const emitted = brandFiles(process.cwd());

  it('include one card per project and published language, each at its own path', () => {
    const paths = projects.flatMap((project) => publishedLanguages.map((lang) => projectSocialImagePath(project, lang)));
    expect(new Set(paths).size).toBe(projects.length * publishedLanguages.length);
    for (const path of paths) expect(emitted.get(path)?.type).toBe('image/png');
  });

  it("are the project pages' og:image and twitter:image, with the title as alt text", () => {
    const projectPages = publishedPages.filter((page) => page.id === 'project');
    expect(projectPages).toHaveLength(projects.length * publishedLanguages.length);
    for (const page of projectPages) {
      const head = prerenderedHead(page);
      const meta = (key: string) => unescapeHtml(head.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1] ?? '');
      const path = projectSocialImagePath(page.project!, page.lang);
      expect(emitted.has(path)).toBe(true);
      expect(meta('og:image')).toBe(`${siteUrl}${path}`);
      expect(meta('twitter:image')).toBe(`${siteUrl}${path}`);
      expect(meta('og:type')).toBe('article');
      expect(meta('og:image:alt')).toBe(page.project!.title[page.lang]);
    }
  });
});
