/** The blog's Atom feed (RFC 4287) in one language, each post in full: a dozen elements, each text escaped. */
import type { Lang } from '../../content/languages.ts';
import { blogPath, blogTitle, feedPath, pagePath, postPath } from '../../content/pages.ts';
import type { Post } from '../../content/blog-post.ts';
import { profile } from '../../content/profile.ts';
import { blogTexts } from '../../content/blog-texts.ts';
import { escapeMarkup } from '../escape-markup.ts';
import { siteUrl } from '../site-url.ts';

export type FeedEntry = { post: Post; html: string };

/** A post's day as an RFC 3339 instant: its midnight, UTC. */
const instant = (date: string) => `${date}T00:00:00Z`;

/** The feed of `lang`: its posts (`entries`, newest first) each in full. */
export function atomFeed(lang: Lang, entries: readonly FeedEntry[]): string {
  const element = (name: string, text: string) => `<${name}>${escapeMarkup(text)}</${name}>`;
  const link = (rel: string, type: string, href: string) =>
    `<link rel="${rel}" type="${type}" href="${escapeMarkup(href)}"/>`;
  const updated = entries
    .map(({ post }) => post.date)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}" xml:base="${escapeMarkup(`${siteUrl}/`)}">`,
    `  ${element('id', `${siteUrl}${blogPath(lang)}`)}`,
    `  ${element('title', blogTitle(lang))}`,
    `  ${element('subtitle', blogTexts[lang].intro)}`,
    `  ${link('self', 'application/atom+xml', `${siteUrl}${feedPath(lang)}`)}`,
    `  ${link('alternate', 'text/html', `${siteUrl}${blogPath(lang)}`)}`,
    ...(updated ? [`  ${element('updated', instant(updated))}`] : []),
    `  <author>${element('name', profile.name)}${element('uri', `${siteUrl}${pagePath('home', lang)}`)}</author>`,
    ...entries.flatMap(({ post, html }) => [
      '  <entry>',
      `    ${element('id', `${siteUrl}${postPath(post.slug, post.lang)}`)}`,
      `    ${element('title', post.title)}`,
      `    ${link('alternate', 'text/html', `${siteUrl}${postPath(post.slug, post.lang)}`)}`,
      `    ${element('published', instant(post.date))}`,
      `    ${element('updated', instant(post.date))}`,
      `    ${element('summary', post.summary)}`,
      ...post.tags.map((tag) => `    <category term="${escapeMarkup(tag)}"/>`),
      `    <content type="html">${escapeMarkup(html)}</content>`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ].join('\n');
}
