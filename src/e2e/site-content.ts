/**
 * What the browser tests expect of the built site, from src/content: they hold on any content an
 * owner writes (see also src/test/content-expectations.ts, shared with the Vitest suites).
 */
import path from 'node:path';
import { keepDaysOf } from '../shared/mail-retention.ts';
import { publishedPostFiles } from '../tooling/posts/post-files.ts';
import { publishedLanguages, type Lang } from '../content/languages.ts';
import { blogPath, MESSAGE_SENT, postPath } from '../content/pages.ts';
import { plainText } from '../content/phrase.ts';
import { profile } from '../content/profile.ts';
import { publishedPages } from '../content/published-pages.ts';
import { education, experience } from '../content/resume.ts';
import { skillCategories } from '../content/skills.ts';
import { shownResumeTabs, type ResumeTabKey } from '../features/resume/resume-tabs.ts';
import { pageHeading } from '../test/content-expectations.ts';
import { PREVIEW_KEEP_DAYS } from './servers.ts';

/** The site's pages but the projects' and the thank-you page, in each published language, with their heading. */
export const routes = publishedPages
  .filter((page) => !page.project && page.id !== MESSAGE_SENT)
  .map((page) => ({ path: page.path, lang: page.lang, id: page.id, heading: pageHeading(page) }));

/** The posts the build publishes (src/content/posts), newest first, as the blog lists them. */
export const blogPosts = publishedPostFiles(path.resolve(import.meta.dirname, '../..')).sort(
  (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
);
/** The languages with a post: the blog, its header entry and its feed exist in them only. */
export const blogLanguages = publishedLanguages.filter((lang): boolean => blogPosts.some((post) => post.lang === lang));
/** The blog's pages: each language's index, each post's page. */
export const blogPaths = [...blogLanguages.map(blogPath), ...blogPosts.map((post) => postPath(post.slug, post.lang))];

/** The page at `path` of the site under test, whatever its origin. */
export const atPath = (path: string) => new RegExp(`^https?://[^/]+${asPattern(path)}$`);

/** A text as React's prerender writes it. */
export const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
export const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How long the preview's mail function keeps messages, as its pages say. */
export const previewKeepDays = keepDaysOf({ MAIL_KEEP_DAYS: PREVIEW_KEEP_DAYS });

/** The Parcours tabs the site shows (an empty list has none), the first selected as the page opens. */
export const parcoursTabs = shownResumeTabs;

/** A text each Parcours tab's panel shows. */
export function parcoursPanelText(key: ResumeTabKey, lang: Lang): string {
  const texts: Record<ResumeTabKey, () => string> = {
    experience: () => experience[0]!.title[lang],
    education: () => education[0]!.title[lang],
    skill: () => plainText(skillCategories[0]!.title[lang]),
    about: () => profile.nationality[lang],
  };
  return texts[key]();
}
