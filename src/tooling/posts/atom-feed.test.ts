// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Post } from '../../content/blog-post.ts';
import { blogPath, feedPath, postPath } from '../../content/pages.ts';
import { publishedLanguages } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import { siteUrl } from '../site-url.ts';
import { atomFeed } from './atom-feed.ts';

const ATOM = 'http://www.w3.org/2005/Atom';
const lang = publishedLanguages.at(-1)!;
const post = (slug: string, date: string, title: string): Post => ({
  slug,
  lang,
  title,
  date,
  summary: `${title} & more <b>`,
  tags: ['C89', 'R&D'],
  minutes: 2,
});
// Newest first, as the blog lists them; a title and a body that would break XML written by hand.
const entries = [
  {
    post: post('ring', '2026-03-14', 'Rings & "buffers" <in C>'),
    html: '<h2>A &amp; B</h2>\n<p>x < y, <a href="/experience/snake">snake</a></p>',
  },
  { post: post('first', '2026-01-02', 'First'), html: '<p>Hello</p>' },
];

/** The feed as a reader parses it: XML, or the parser's error. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.namespaceURI === ATOM && child.localName === name);
const text = (parent: Element, name: string) => children(parent, name).map((child) => child.textContent);

describe("the blog's Atom feed", () => {
  it('parses back as Atom 1.0 (RFC 4287) with what a reader requires', () => {
    const feed = parse(atomFeed(lang, entries)).documentElement;
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.localName).toBe('feed');
    expect(feed.getAttribute('xml:lang')).toBe(lang);
    // One id, title and updated each; an author for entries that name none; a self link.
    for (const name of ['id', 'title', 'updated', 'author']) expect(children(feed, name), name).toHaveLength(1);
    expect(text(feed, 'id')).toEqual([`${siteUrl}${blogPath(lang)}`]);
    expect(text(feed, 'updated')[0]).toMatch(RFC_3339);
    expect(children(feed, 'author')[0]!.textContent).toContain(profile.name);
    const links = children(feed, 'link').map((link) => [link.getAttribute('rel'), link.getAttribute('href')]);
    expect(links).toContainEqual(['self', `${siteUrl}${feedPath(lang)}`]);

    const read = children(feed, 'entry');
    expect(read).toHaveLength(entries.length);
    read.forEach((entry, index) => {
      const { post: written, html } = entries[index]!;
      for (const name of ['id', 'title', 'updated', 'content']) expect(children(entry, name), name).toHaveLength(1);
      expect(text(entry, 'id')).toEqual([`${siteUrl}${postPath(written.slug, lang)}`]);
      expect(text(entry, 'title')).toEqual([written.title]);
      expect(text(entry, 'summary')).toEqual([written.summary]);
      expect(text(entry, 'updated')[0]).toMatch(RFC_3339);
      expect(children(entry, 'link').map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([
        ['alternate', `${siteUrl}${postPath(written.slug, lang)}`],
      ]);
      expect(children(entry, 'category').map((category) => category.getAttribute('term'))).toEqual(written.tags);
      // The post in full: its HTML, escaped once, reads back as it was written.
      const content = children(entry, 'content')[0]!;
      expect(content.getAttribute('type')).toBe('html');
      expect(content.textContent).toBe(html);
    });
  });

  it('resolves the posts’ relative links against the site', () => {
    const feed = parse(atomFeed(lang, entries)).documentElement;
    expect(new URL('/experience/snake', feed.getAttribute('xml:base')!).href).toBe(`${siteUrl}/experience/snake`);
  });

  it('is updated when its newest post was published', () => {
    const feed = parse(atomFeed(lang, [...entries].reverse())).documentElement;
    expect(text(feed, 'updated')).toEqual(['2026-03-14T00:00:00Z']);
  });
});
