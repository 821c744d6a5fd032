import { expect, test, type Page } from '@playwright/test';
import { blogTexts } from '../content/blog-texts.ts';
import { languageDetails, publishedLanguages, type Lang } from '../content/languages.ts';
import { blogPath, feedPath, pagePath, postPath, projectPath } from '../content/pages.ts';
import { projects } from '../content/projects.ts';
import { ui } from '../content/ui.ts';
import { expectNoAxeViolationInEachLook } from './axe.ts';
import { openPage } from './open-page.ts';
import { atPath, blogLanguages, blogPosts } from './site-content.ts';

/**
 * The blog, as the build publishes src/content/posts: its index and posts in each language with a
 * post, the language switch between them, its Atom feeds and the posts on project pages. A site
 * without posts has none of it (the header's entry: Header.test.tsx on the second content set).
 */

const postsIn = (lang: Lang) => blogPosts.filter((post) => post.lang === lang);
const switchLink = (page: Page, lang: Lang) => page.locator(`.site-nav a[hreflang="${lang}"]`);

/** Where the switch to `other` leads from a post: its translation, else the other blog, else the other home page. */
const switchedFrom = (slug: string, other: Lang) =>
  blogPosts.some((post) => post.slug === slug && post.lang === other)
    ? postPath(slug, other)
    : blogLanguages.includes(other)
      ? blogPath(other)
      : pagePath('home', other);

for (const lang of blogLanguages) {
  const t = { ...ui[lang].blog, ...blogTexts[lang] };

  test(`the ${lang} index lists its posts newest first, with date, reading time, summary and tags, and links its feed`, async ({
    page,
  }) => {
    await page.goto(blogPath(lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByRole('link', { name: t.label, exact: true })).toHaveAttribute('href', blogPath(lang));
    const items = page.locator('.post-list__item');
    await expect(items).toHaveCount(postsIn(lang).length);
    for (const [index, post] of postsIn(lang).entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
        'href',
        postPath(post.slug, lang),
      );
      await expect(item.locator('time')).toHaveAttribute('datetime', post.date);
      await expect(item).toContainText(new RegExp(t.readingTime(9).replace('9', '\\d+')));
      await expect(item).toContainText(post.summary);
      await expect(item.getByRole('list', { name: t.tags }).getByRole('listitem')).toHaveText(post.tags);
    }
    await expect(page.locator('head link[type="application/atom+xml"]')).toHaveAttribute('href', feedPath(lang));
  });

  test(`the ${lang} feed is Atom 1.0 in its language, each post in full`, async ({ page, request }) => {
    const response = await request.get(feedPath(lang));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    await page.goto(blogPath(lang));
    const feed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      const root = document.documentElement;
      const ATOM = 'http://www.w3.org/2005/Atom';
      const entries = [...root.getElementsByTagNameNS(ATOM, 'entry')];
      return {
        error: document.getElementsByTagName('parsererror').length,
        namespace: root.namespaceURI,
        lang: root.getAttribute('xml:lang'),
        required: ['id', 'title', 'updated', 'author'].map(
          (name) => [...root.children].filter((child) => child.localName === name).length,
        ),
        entries: entries.map((entry) => ({
          link: entry.getElementsByTagNameNS(ATOM, 'link')[0]?.getAttribute('href'),
          title: entry.getElementsByTagNameNS(ATOM, 'title')[0]?.textContent,
          content: entry.getElementsByTagNameNS(ATOM, 'content')[0]?.textContent ?? '',
        })),
      };
    }, xml);
    expect(feed).toMatchObject({ error: 0, namespace: 'http://www.w3.org/2005/Atom', lang, required: [1, 1, 1, 1] });
    expect(feed.entries.map(({ link }) => new URL(link!).pathname)).toEqual(
      postsIn(lang).map((post) => postPath(post.slug, lang)),
    );
    expect(feed.entries.map(({ title }) => title)).toEqual(postsIn(lang).map((post) => post.title));
    // In full: the post's body as its page shows it.
    for (const [index, post] of postsIn(lang).entries()) {
      await page.goto(postPath(post.slug, lang));
      const asText = (html: string) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        return template.content.textContent;
      };
      expect(await page.evaluate(asText, feed.entries[index]!.content)).toBe(
        await page.locator('.post .case-study').textContent(),
      );
    }
  });
}

for (const post of blogPosts) {
  test(`${postPath(post.slug, post.lang)} shows the post in its language, and the switch leads to its translation or the other blog`, async ({
    page,
  }) => {
    await page.goto(postPath(post.slug, post.lang));
    await expect(page.locator('html')).toHaveAttribute('lang', post.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.locator('.post time')).toHaveAttribute('datetime', post.date);
    for (const other of publishedLanguages.filter((each): boolean => each !== post.lang)) {
      // Right in the prerendered page, before the app runs, then through the app.
      await expect(switchLink(page, other)).toHaveAttribute('href', switchedFrom(post.slug, other));
    }
    const other = publishedLanguages.find((each): boolean => each !== post.lang);
    if (!other) return;
    await openPage(page, postPath(post.slug, post.lang));
    await page.getByRole('link', { name: languageDetails[other].name, exact: true }).click();
    await expect(page).toHaveURL(atPath(switchedFrom(post.slug, other)));
  });
}

test('a project page lists the posts that share its technologies, and its technology links to them', async ({
  page,
}) => {
  for (const post of blogPosts) {
    const project = projects.find((candidate) => candidate.tags.some((tag) => post.tags.includes(tag)))!;
    await page.goto(projectPath(project, post.lang));
    await expect(
      page.getByRole('region', { name: ui[post.lang].blog.relatedPosts }).getByRole('link', { name: post.title }),
    ).toHaveAttribute('href', postPath(post.slug, post.lang));
    // The Portfolio page narrowed to a technology of the post links to it, once the app applies the search.
    const tag = post.tags.find((each) => project.tags.includes(each))!;
    await openPage(page, `${pagePath('experience', post.lang)}?${new URLSearchParams({ tech: tag })}`);
    await expect(
      page.getByRole('navigation', { name: ui[post.lang].blog.postsOn(tag) }).getByRole('link', { name: post.title }),
    ).toHaveAttribute('href', postPath(post.slug, post.lang));
  }
});

test('the index and a post hydrate with no warning and no CSP violation', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const post of blogPosts.slice(0, 1)) {
    for (const path of [blogPath(post.lang), postPath(post.slug, post.lang)]) {
      await openPage(page, path);
      await page.waitForLoadState('networkidle');
    }
  }
  expect(messages).toEqual([]);
});

for (const path of blogPosts.slice(0, 1).flatMap((post) => [blogPath(post.lang), postPath(post.slug, post.lang)])) {
  test(`${path} has no axe-core violation in either theme, at 375 and 1440 px`, async ({ page }) => {
    // Four runs of axe-core, two whole, on a busy host.
    test.setTimeout(60_000);
    // One load: the system's theme and the width change in it.
    await page.goto(path);
    await expectNoAxeViolationInEachLook(page);
  });
}
