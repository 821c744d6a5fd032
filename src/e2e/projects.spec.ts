import { expect, test, type Page } from '@playwright/test';
import { availabilityLine } from '../content/availability.ts';
import { defaultLanguage, publishedLanguages, type Lang } from '../content/languages.ts';
import { pagePath, projectPath, projectTitle } from '../content/pages.ts';
import { publishedPages } from '../content/published-pages.ts';
import { projects, projectTags } from '../content/projects.ts';
import { ui } from '../content/ui.ts';
import { APP_START, openPage } from './open-page.ts';

/**
 * What a recruiter judges: every project's own page, the carousel narrowed to a technology, and
 * the student's availability. Expectations come from src/content, so an owner's fork stays green.
 */

const lang = defaultLanguage;
const t = ui[lang];
const withTag = (tag: string) => projects.filter((project) => project.tags.includes(tag));
/** A technology some projects use and some do not, if the content has one. */
const tag = projectTags.find((candidate) => withTag(candidate).length < projects.length) ?? projectTags[0]!;
const portfolio = pagePath('experience', lang);
const narrowed = `${portfolio}?${new URLSearchParams({ tech: tag })}`;
const position = (page: Page) => page.locator('.portfolio__position [aria-hidden]');
const slideTitle = (page: Page) => page.getByRole('heading', { level: 2 });

test.describe("a project's page", () => {
  for (const { path, lang: pageLang, project, title, description } of publishedPages.filter((page) => page.project)) {
    test(`${path} is prerendered with its own title, description, addresses and social image`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<html lang="${pageLang}">`);
      expect(html).toContain('<h1 class="page-title project__title" tabindex="-1">');
      const meta = (key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
      const decode = (text = '') =>
        text
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&');
      expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1])).toBe(title);
      expect(decode(meta('description'))).toBe(description);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${path}"`));
      // The page in each language, the default one's as x-default: none for a site in one language.
      const alternates: [string, Lang][] =
        publishedLanguages.length > 1
          ? [...publishedLanguages.map((other): [string, Lang] => [other, other]), ['x-default', lang]]
          : [];
      for (const [hreflang, other] of alternates) {
        expect(html).toMatch(
          new RegExp(
            `<link rel="alternate" hreflang="${hreflang}" href="https?://[^"/]+${projectPath(project!, other)}"`,
          ),
        );
      }
      expect(html.match(/<link rel="alternate" hreflang=/g) ?? []).toHaveLength(alternates.length);
      expect(meta('og:image')).not.toMatch(/\/og-image\.png$/);
      const image = await request.get(new URL(meta('og:image')!).pathname);
      expect(image.headers()['content-type']).toContain('image/png');
    });
  }

  test('every project page is in the sitemap, with its other languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const project of projects) {
      for (const other of publishedLanguages)
        expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${projectPath(project, other)}</loc>`));
    }
  });

  test('reads without JavaScript, and leads to its neighbours', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(projectPath(projects[0]!, lang));
    await expect(page.getByRole('heading', { level: 1, name: projects[0]!.title[lang] })).toBeVisible();
    for (const project of projects.slice(1)) {
      await page.locator('a[rel="next"]').click();
      await expect(page.getByRole('heading', { level: 1, name: project.title[lang] })).toBeVisible();
      await expect(page).toHaveTitle(projectTitle(project, lang));
    }
    await expect(page.locator('a[rel="next"]')).toHaveCount(0);
    await context.close();
  });

  test('its tags lead to the carousel narrowed to them, and its way back to the carousel at it', async ({ page }) => {
    const project = withTag(tag).at(-1)!;
    await openPage(page, projectPath(project, lang));
    await page
      .getByRole('list', { name: t.project.technologies, exact: true })
      .getByRole('link', { name: t.project.projectsWith(tag) })
      .click();
    await expect(page).toHaveURL(narrowed);
    await expect(position(page)).toHaveText(`1 / ${withTag(tag).length}`);
    await expect(slideTitle(page)).toHaveText(withTag(tag)[0]!.title[lang]);

    // The app opens the carousel at the project: a press before it runs would only load the page.
    await openPage(page, projectPath(project, lang));
    await page.getByRole('link', { name: t.project.backToPortfolio }).click();
    await expect(slideTitle(page)).toHaveText(project.title[lang]);
    await expect(position(page)).toHaveText(`${projects.indexOf(project) + 1} / ${projects.length}`);
  });
});

test.describe('the carousel narrowed to a technology', () => {
  test('a shared link shows only those projects, at once, with the tag pressed', async ({ page }) => {
    await page.goto(narrowed);
    // No intent needed: the app starts at once for a URL whose HTML shows every project.
    await expect(position(page)).toHaveText(`1 / ${withTag(tag).length}`);
    const filter = page.getByRole('group', { name: t.portfolio.filter });
    await expect(filter.getByRole('button', { name: tag, exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const project of withTag(tag).slice(1)) {
      await page.getByRole('button', { name: t.portfolio.next }).click();
      await expect(slideTitle(page)).toHaveText(project.title[lang]);
    }
    await expect(page.getByRole('button', { name: t.portfolio.next })).toHaveAttribute('aria-disabled', 'true');

    await filter.getByRole('button', { name: t.portfolio.allProjects }).click();
    await expect(page).toHaveURL(/\/experience$/);
    await expect(position(page)).toHaveText(`1 / ${projects.length}`);
  });

  test('a tag pressed narrows the carousel and the URL says so', async ({ page }) => {
    await openPage(page, portfolio);
    await page.getByRole('group', { name: t.portfolio.filter }).getByRole('button', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(narrowed);
    await expect(position(page)).toHaveText(`1 / ${withTag(tag).length}`);
  });

  test('an unknown technology shows every project, without an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${portfolio}?tech=no-such-technology`);
    await expect(page.locator('html[data-app="ready"]')).toBeAttached(APP_START);
    await expect(position(page)).toHaveText(`1 / ${projects.length}`);
    expect(errors).toEqual([]);
  });

  test('without JavaScript, the page shows every project, each linked to its page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(narrowed);
    await expect(position(page)).toHaveText(`1 / ${projects.length}`);
    await page.getByRole('link', { name: new RegExp(`^${t.portfolio.viewProject}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: projects[0]!.title[lang] })).toBeVisible();
    await context.close();
  });
});

test.describe("the student's availability", () => {
  for (const language of publishedLanguages) {
    test(`shows on the home page and in the About tab (${language})`, async ({ page }) => {
      const line = availabilityLine(language);
      await openPage(page, pagePath('home', language));
      // A student who is not looking shows no line.
      if (line === null) return expect(page.locator('.hero__availability')).toHaveCount(0);
      await expect(page.locator('.hero__availability')).toHaveText(line);
      await openPage(page, pagePath('education', language));
      await page.getByRole('tab', { name: ui[language].resume.tabs.about.text }).click();
      await expect(page.getByRole('tabpanel')).toContainText(line);
    });
  }
});
