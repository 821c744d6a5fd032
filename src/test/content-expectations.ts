/**
 * What the tests expect, computed from src/content, for the Vitest suites and the browser tests
 * alike: they hold on any content an owner writes, and on the second set (./second-content).
 */
import {
  defaultLanguage,
  isPublishedLanguage,
  languageDetails,
  languages,
  publishedLanguages,
  type Lang,
  type Language,
} from '../content/languages.ts';
import { menuPageIds, pageTexts } from '../content/pages.ts';
import { profile } from '../content/profile.ts';
import type { PublishedPage } from '../content/published-pages.ts';
import { ui, type AccentTitle } from '../content/ui.ts';

// The filters of published languages return a plain boolean: with one published language,
// TypeScript would infer the type predicate `lang is never`.

/** The published languages other than the default one: those under a prefix of their own (/en/...). */
export const prefixedLanguages = publishedLanguages.filter((lang): boolean => lang !== defaultLanguage);

/** Every language but the default one, published or not: the prefixes a URL may start with. */
export const otherLanguages = languages.filter((lang) => lang !== defaultLanguage);

/** The language a URL of `lang` shows: its own when published, else the default one's home takes it. */
export const shownLanguage = (lang: Language): Lang => (isPublishedLanguage(lang) ? lang : defaultLanguage);

/** The published languages other than `lang`: the language switch's entries on its pages. */
export const switchLanguages = (lang: Lang) => publishedLanguages.filter((other): boolean => other !== lang);

/**
 * The menu's entries on a page of `lang`, in order: the four pages, the blog's before Contact when
 * it has a post in `lang` (`blog`), then the language switch.
 */
export function menuLabels(lang: Lang, blog: boolean): string[] {
  const pages = menuPageIds.map((id) => pageTexts[id][lang].label);
  if (blog) pages.splice(menuPageIds.indexOf('contact'), 0, ui[lang].blog.label);
  return [...pages, ...switchLanguages(lang).map((other) => languageDetails[other].name)];
}

/** A heading's whole text, as a reader hears it. */
export const accentText = ({ lead, accent }: AccentTitle) => `${lead}${accent}`;

/** The level-1 heading of a published page. */
export function pageHeading({
  id,
  lang,
  project,
  post,
}: Pick<PublishedPage, 'id' | 'lang' | 'project' | 'post'>): string {
  const t = ui[lang];
  switch (id) {
    case 'home':
      return profile.name;
    case 'education':
      return accentText(t.resume.title);
    case 'experience':
      return accentText(t.portfolio.title);
    case 'contact':
      return accentText(t.contact.title);
    case 'legal':
      return pageTexts.legal[lang].label;
    case 'message-sent':
      return t.contact.success;
    case 'blog':
      return t.blog.title;
    case 'post':
      return post!.title;
    case 'project':
      return project!.title[lang];
  }
}
