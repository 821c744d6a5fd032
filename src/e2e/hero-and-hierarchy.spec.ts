import { existsSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CASE_STUDIES_DIR } from '../tooling/case-studies/case-study-files.ts';
import { publishedLanguages, type Lang } from '../content/languages.ts';
import { pagePath, projectPath } from '../content/pages.ts';
import { profile } from '../content/profile.ts';
import { projects } from '../content/projects.ts';
import { ui } from '../content/ui.ts';
import { openPage } from './open-page.ts';
import { parcoursTabs } from './site-content.ts';

/**
 * The hierarchy of the first screens, measured in the real build at 1440 x 900: the hero uses both
 * halves of the screen, a slide's title outranks its number, a case study is its slide's one
 * button, and the Parcours tabs share a row. Every state here has no axe-core violation, in both
 * themes, at 375 and 1440 px.
 */

/** Whether a project has a case study in a language: its Markdown file (the pages read it through Vite's glob). */
const hasCaseStudy = (slug: string, lang: Lang) =>
  existsSync(new URL(`../../${CASE_STUDIES_DIR}/${slug}.${lang}.md`, import.meta.url));

const lang = publishedLanguages[0];
const t = ui[lang];
const withCaseStudy = projects.find((project) => hasCaseStudy(project.slug, lang));
const WIDE = { width: 1440, height: 900 };

const fontSize = async (locator: Locator) =>
  parseFloat(await locator.evaluate((element) => getComputedStyle(element).fontSize));

/** The carousel's slide of a project, opened at it. */
async function slideOf(page: Page, slug: string) {
  await openPage(page, `${pagePath('experience', lang)}?project=${slug}`);
  const project = projects.find((each) => each.slug === slug)!;
  const slide = page.getByRole('group', {
    name: t.portfolio.slideLabel(projects.indexOf(project) + 1, projects.length, project.title[lang]),
  });
  await expect(slide).toBeVisible();
  return { project, slide };
}

test.describe('the hero and the hierarchy at 1440 x 900', () => {
  test.use({ viewport: WIDE });

  test("the hero's content reaches both halves of the screen, and its promise is under the name", async ({ page }) => {
    await openPage(page, pagePath('home', lang));
    const name = page.getByRole('heading', { level: 1, name: profile.name });
    await expect(name).toBeVisible();
    const tagline = page.getByText(profile.tagline[lang], { exact: true });
    await expect(tagline).toBeVisible();
    const [nameBox, taglineBox, titleBox] = await Promise.all(
      [name, tagline, page.getByText(profile.jobTitle[lang], { exact: true })].map((each) => each.boundingBox()),
    );
    expect(taglineBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height - 1);
    expect(titleBox!.y).toBeGreaterThanOrEqual(taglineBox!.y + taglineBox!.height - 1);

    // The hero's own children, not the video and its veil, which fill it whatever it holds.
    const boxes = await page.locator('.hero > :not(.hero__media):not(.hero__video-toggle)').evaluateAll((children) =>
      children.flatMap((child) => {
        const box = child.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(child).visibility !== 'hidden'
          ? [{ left: box.left, right: box.right }]
          : [];
      }),
    );
    const middle = WIDE.width / 2;
    expect(
      boxes.some((box) => box.left < middle),
      'something in the left half',
    ).toBe(true);
    expect(
      boxes.some((box) => box.left > middle),
      'something in the right half',
    ).toBe(true);
  });

  test("a slide's title is larger than its number", async ({ page }) => {
    const { slide, project } = await slideOf(page, projects[0]!.slug);
    const title = slide.getByRole('heading', { level: 2, name: project.title[lang] });
    const number = slide.locator('.portfolio__number');
    await expect(number).toBeVisible();
    expect(await fontSize(title)).toBeGreaterThan(await fontSize(number));
    // The number is no taller than a line of text: it labels the title, it does not stand over it.
    expect((await number.boundingBox())!.height).toBeLessThan((await title.boundingBox())!.height);
  });

  test("each slide's case study, when it has one, is its most prominent link, and 'Voir le projet' stays on every slide", async ({
    page,
  }) => {
    for (const { slug } of projects) {
      const { slide, project } = await slideOf(page, slug);
      await expect(
        slide.getByRole('link', { name: `${t.portfolio.viewProject} : ${project.title[lang]}` }),
      ).toBeVisible();
      if (!hasCaseStudy(slug, lang)) {
        await expect(slide.locator('.button')).toHaveCount(0);
        continue;
      }
      await expect(
        slide.getByRole('link', { name: `${t.portfolio.readCaseStudy} : ${project.title[lang]}` }),
      ).toHaveClass(/\bbutton\b/);
      // The one link on a filled background, and the largest.
      const looks = await Promise.all(
        (await slide.getByRole('link').all()).map(async (link) => ({
          isCaseStudy: await link.evaluate(
            (element, name) => element.textContent!.startsWith(name),
            t.portfolio.readCaseStudy,
          ),
          filled: await link.evaluate(
            (element) => !/^rgba\(0, 0, 0, 0\)$|^transparent$/.test(getComputedStyle(element).backgroundColor),
          ),
          area: await link.boundingBox().then((box) => box!.width * box!.height),
        })),
      );
      expect(looks.filter((look) => look.filled).map((look) => look.isCaseStudy)).toEqual([true]);
      expect(looks.find((look) => look.isCaseStudy)!.area).toBe(Math.max(...looks.map((look) => look.area)));
    }
  });

  test('the case-study button leads to the case study itself, on the project page', async ({ page }) => {
    // The first project with a case study, or, with none, the first: its slide then has no button.
    const project = withCaseStudy ?? projects[0]!;
    const { slide } = await slideOf(page, project.slug);
    const caseStudy = slide.getByRole('link', { name: `${t.portfolio.readCaseStudy} : ${project.title[lang]}` });
    await expect(caseStudy).toHaveCount(withCaseStudy ? 1 : 0);
    if (!withCaseStudy) return;
    const hash = new URL((await caseStudy.getAttribute('href'))!, 'http://localhost').hash;
    expect(hash).not.toBe('');
    await caseStudy.click();
    await expect(page).toHaveURL(new RegExp(`${projectPath(project, lang)}${hash}$`));
    await expect(page.locator(hash)).toHaveClass(/\bcase-study\b/);
    await expect(page.locator(hash)).toBeInViewport();
  });

  test('the Parcours tabs share a row, under the title and the motivation, above the panel', async ({ page }) => {
    await openPage(page, pagePath('education', lang));
    const tablist = page.getByRole('tablist');
    await expect(tablist).toHaveAttribute('aria-orientation', 'horizontal');
    const tops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(tops).toHaveLength(parcoursTabs.length);
    expect(new Set(tops).size, `the tabs' tops: ${tops.join(', ')}`).toBe(1);
    const [motivation, list, panel] = await Promise.all(
      [page.getByText(profile.motivation[lang]), tablist, page.getByRole('tabpanel')].map((each) => each.boundingBox()),
    );
    expect(list!.y).toBeGreaterThan(motivation!.y + motivation!.height - 1);
    expect(panel!.y).toBeGreaterThan(list!.y + list!.height - 1);
  });
});
