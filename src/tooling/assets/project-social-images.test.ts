import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultLanguage, publishedLanguages, type Lang } from '../../content/languages.ts';
import { siteUrl } from '../site-url.ts';
import { publishedPages } from '../../content/published-pages.ts';
import { projects, type Project } from '../../content/projects.ts';
import { prerenderedHead } from '../prerender/head.ts';
import { brandFiles } from './brand-images-plugin.ts';
import { CARD_HEADER, SOCIAL_CARD } from './brand-images.ts';
import { PICTURES_DIR } from './pictures.ts';
import { findPictureSource } from './project-pictures.ts';
import { PICTURE, projectCardLayout, projectSocialImagePath, projectSocialImagePng } from './project-social-images.ts';

/** A long title: 60 characters. */
const LONG_TITLE = 'Plateforme collaborative de réservation de salles de réunion';

/** A project of the content, in every language titled `title`. */
const titled = (title: string): Project => ({ ...projects[0]!, title: { fr: title, en: title } });

function expectWithinMargins(project: Project, lang: Lang = defaultLanguage) {
  const layout = projectCardLayout(project, lang);
  // The text column runs from the left margin to short of the picture.
  const { left, right } = layout.column;
  expect(left).toBe(SOCIAL_CARD.margin);
  expect(right).toBeLessThan(PICTURE.x);
  for (const line of [...layout.title.lines, ...layout.details.lines])
    expect(left + line.width).toBeLessThanOrEqual(right);
  for (const line of layout.label.lines) expect(CARD_HEADER.labelX + line.width).toBeLessThanOrEqual(right);
  expect(layout.label.lines).toHaveLength(1);
  expect(layout.details.lines).toHaveLength(1);
  expect(layout.titleTop + layout.title.height).toBeLessThan(layout.ruleY);
  expect(layout.detailsTop + layout.details.height).toBeLessThanOrEqual(SOCIAL_CARD.height - SOCIAL_CARD.margin);
  expect(PICTURE.x + PICTURE.width).toBeLessThanOrEqual(SOCIAL_CARD.width - SOCIAL_CARD.margin);
  return layout;
}

describe("a project's social card", () => {
  it('fits a 60-character title within the margins on several lines, and a 60-character word shrunk', () => {
    expect(LONG_TITLE).toHaveLength(60);
    expect(expectWithinMargins(titled(LONG_TITLE)).title.lines.length).toBeGreaterThan(1);
    expectWithinMargins(titled('W'.repeat(60)));
  });

  it.each(publishedLanguages)('fits every project title in %s', (lang) => {
    for (const project of projects) expectWithinMargins(project, lang);
  });

  it('is a 1200 x 630 PNG drawn from the project picture, drawn again only when the card changes', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'social-images-'));
    try {
      const project = projects[0]!;
      await mkdir(path.join(root, PICTURES_DIR), { recursive: true });
      const picture = await findPictureSource(process.cwd(), project.image);
      await copyFile(picture, path.join(root, PICTURES_DIR, path.basename(picture)));
      const cacheFiles = async () => (await readdir(path.join(root, 'node_modules/.cache/social-images'))).length;

      const png = await projectSocialImagePng(root, project, defaultLanguage);
      const { width, height, format } = await sharp(png).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
      expect(await projectSocialImagePng(root, project, defaultLanguage)).toEqual(png);
      expect(await cacheFiles()).toBe(1);
      await projectSocialImagePng(root, titled(LONG_TITLE), defaultLanguage);
      expect(await cacheFiles()).toBe(2);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the project cards the build emits', () => {
  const emitted = new Map(brandFiles(process.cwd()).map((file) => [file.url, file]));

  it('include one card per project and published language, each at its own path', () => {
    const paths = projects.flatMap((project) =>
      publishedLanguages.map((lang) => projectSocialImagePath(project, lang)),
    );
    expect(new Set(paths).size).toBe(projects.length * publishedLanguages.length);
    for (const path of paths) expect(emitted.get(path)?.type).toBe('image/png');
  });

  it("are the project pages' og:image and twitter:image, with the title as alt text", () => {
    const projectPages = publishedPages.filter((page) => page.id === 'project');
    expect(projectPages).toHaveLength(projects.length * publishedLanguages.length);
    for (const page of projectPages) {
      const head = prerenderedHead(page);
      const meta = (key: string) =>
        unescapeHtml(head.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1] ?? '');
      const path = projectSocialImagePath(page.project!, page.lang);
      expect(emitted.has(path)).toBe(true);
      expect(meta('og:image')).toBe(`${siteUrl}${path}`);
      expect(meta('twitter:image')).toBe(`${siteUrl}${path}`);
      expect(meta('og:type')).toBe('article');
      expect(meta('og:image:alt')).toBe(page.project!.title[page.lang]);
    }
  });
});
