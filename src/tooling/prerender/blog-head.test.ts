import { describe, expect, it } from 'vitest';
import type { Post } from '../../content/blog-post.ts';
import { defaultLanguage, publishedLanguages, type Lang } from '../../content/languages.ts';
import { blogPath, feedPath, postPath } from '../../content/pages.ts';
import { publishedPages, sitePages } from '../../content/published-pages.ts';
import { siteUrl } from '../site-url.ts';
import { postSocialImagePath } from '../assets/post-social-images.ts';
import { prerenderedHead, sitemapXml } from './head.ts';

const post = (slug: string, lang: Lang): Post => ({
  slug,
  lang,
  title: `${slug} (${lang})`,
  date: '2026-03-14',
  summary: `About ${slug}.`,
  tags: ['C89'],
  minutes: 3,
});
// A post in every published language, and one in the default language only.
const posts = [...publishedLanguages.map((lang) => post('ring', lang)), post('alone', defaultLanguage)];
const pages = sitePages(posts);
const headOf = (path: string) => prerenderedHead(pages.find((page) => page.path === path)!);
const hreflangs = (head: string) =>
  [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]);
const feedLinks = (head: string) =>
  [...head.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="([^"]+)"/g)].map(
    ([, href]) => href,
  );

describe('a site without posts', () => {
  it('has the pages it had, none linking a feed', () => {
    expect(sitePages([])).toEqual(publishedPages);
    for (const page of sitePages([])) expect(feedLinks(prerenderedHead(page)), page.path).toEqual([]);
    expect(sitemapXml(sitePages([]))).not.toContain('/blog');
  });
});

describe("the blog's pages", () => {
  it('are the index in each language with a post, and every post in its languages', () => {
    const blog = pages.filter((page) => page.id === 'blog' || page.id === 'post').map((page) => page.path);
    expect(blog.sort()).toEqual(
      [
        ...publishedLanguages.flatMap((lang) => [blogPath(lang), postPath('ring', lang)]),
        postPath('alone', defaultLanguage),
      ].sort(),
    );
  });

  it('link each page of a language with a post to that language’s feed', () => {
    for (const page of pages) expect(feedLinks(prerenderedHead(page)), page.path).toEqual([feedPath(page.lang)]);
  });

  it('give hreflang links only where a translation exists', () => {
    const expected =
      publishedLanguages.length > 1
        ? [
            ...publishedLanguages.map((lang) => [lang, `${siteUrl}${postPath('ring', lang)}`]),
            ['x-default', `${siteUrl}${postPath('ring', defaultLanguage)}`],
          ]
        : [];
    expect(hreflangs(headOf(postPath('ring', defaultLanguage)))).toEqual(expected);
    expect(hreflangs(headOf(postPath('alone', defaultLanguage)))).toEqual([]);
    const sitemap = sitemapXml(pages);
    expect(sitemap).toContain(`<loc>${siteUrl}${postPath('alone', defaultLanguage)}</loc>\n  </url>`);
    for (const lang of publishedLanguages) expect(sitemap).toContain(`<loc>${siteUrl}${postPath('ring', lang)}</loc>`);
  });

  it("share the post's own card", () => {
    const head = headOf(postPath('alone', defaultLanguage));
    expect(head).toContain(
      `<meta property="og:image" content="${siteUrl}${postSocialImagePath(post('alone', defaultLanguage))}" />`,
    );
    expect(head).toContain('<meta property="og:type" content="article" />');
  });

  it('describe a post as a BlogPosting in its language, by the owner', () => {
    const blocks = [
      ...headOf(postPath('ring', defaultLanguage)).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
    ].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
    const [person, posting] = blocks;
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: post('ring', defaultLanguage).title,
      datePublished: '2026-03-14',
      inLanguage: defaultLanguage,
      url: `${siteUrl}${postPath('ring', defaultLanguage)}`,
      author: { '@id': person!['@id'] },
    });
  });
});
