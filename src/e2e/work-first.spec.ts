import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { findPortrait } from '../tooling/assets/portrait.ts';
import { CASE_STUDIES_DIR } from '../tooling/case-studies/case-study-files.ts';
import { publishedLanguages, type Lang } from '../content/languages.ts';
import { pagePath, projectPath } from '../content/pages.ts';
import { cvFileName, profile } from '../content/profile.ts';
import { featuredProjects, projects, projectTags, relatedProjects } from '../content/projects.ts';
import { ui } from '../content/ui.ts';
import { expectNoAxeViolationInEachLook, showFirstLook } from './axe.ts';
import { openPage } from './open-page.ts';
import { atPath } from './site-content.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What a recruiter sees of the work in 30 seconds, in the real build: the featured projects on
 * /home, one click from their pages; the Portfolio page's filter above the carousel with its count
 * announced, and its overview; a project page's summary and call to action. Every state here has
 * no axe-core violation, in both themes, at 375 and 1440 px.
 */

/** Whether a project has a case study in a language: its Markdown file (the pages read it through Vite's glob). */
const hasCaseStudy = (slug: string, lang: Lang) =>
  existsSync(new URL(`../../${CASE_STUDIES_DIR}/${slug}.${lang}.md`, import.meta.url));

const featured = featuredProjects();
const flagship = featured[0]!;

for (const lang of publishedLanguages) {
  const t = ui[lang];

  test.describe(`the work first (${lang})`, () => {
    test('the best project is on the first screen of /home, or one scroll below, and its page one click away', async ({
      page,
    }) => {
      for (const viewport of [
        { width: 375, height: 812 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        await openPage(page, pagePath('home', lang));
        const card = page.getByRole('region', { name: t.home.featuredWork }).getByRole('article').first();
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(flagship.title[lang]);
        const top = (await card.boundingBox())!.y;
        expect(top, `the first featured project at ${viewport.width} px`).toBeLessThan(2 * viewport.height);
        if (viewport.width >= 1024) {
          // The hero's right side holds the owner's portrait, or without one the flagship project.
          const beside = (await findPortrait(projectRoot))
            ? page.getByRole('img', { name: profile.name })
            : page.getByRole('complementary', { name: flagship.title[lang] });
          await expect(beside).toBeInViewport();
        }
      }
      await page
        .getByRole('region', { name: t.home.featuredWork })
        .getByRole('link', { name: flagship.title[lang] })
        .click();
      await expect(page).toHaveURL(atPath(projectPath(flagship, lang)));
      await expect(page.getByRole('heading', { level: 1, name: flagship.title[lang] })).toBeVisible();
      if (hasCaseStudy(flagship.slug, lang)) await expect(page.locator('.case-study h2').first()).toBeVisible();
    });

    test('the filter sits above the carousel, and a press is announced by the status that stays', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openPage(page, pagePath('experience', lang));
      const filter = page.getByRole('group', { name: t.portfolio.filter });
      const carousel = page.getByRole('region', { name: t.portfolio.carousel });
      expect((await filter.boundingBox())!.y).toBeLessThan((await carousel.boundingBox())!.y);
      const status = page.getByRole('status');
      await expect(status).toHaveText(t.portfolio.shownCount(projects.length, undefined));
      // The region is the same node after the press: a screen reader hears its new text.
      await status.evaluate((node) => ((window as unknown as { countNode: Node }).countNode = node));
      const tag =
        projectTags.find((each) => projects.some((project) => !project.tags.includes(each))) ?? projectTags[0]!;
      await filter.getByRole('button', { name: tag, exact: true }).click();
      const count = projects.filter((project) => project.tags.includes(tag)).length;
      await expect(status).toHaveText(t.portfolio.shownCount(count, tag));
      expect(await status.evaluate((node) => node === (window as unknown as { countNode: Node }).countNode)).toBe(true);
      await expect(carousel).toBeInViewport();
    });

    test('the overview brings any project to the carousel, on screen, marked when it has a case study', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openPage(page, pagePath('experience', lang));
      const overview = page.getByRole('group', { name: t.portfolio.overview });
      const last = projects.length - 1;
      await overview.getByRole('button').nth(last).click();
      const slide = page.getByRole('group', {
        name: t.portfolio.slideLabel(last + 1, projects.length, projects[last]!.title[lang]),
      });
      await expect(slide.getByRole('heading', { level: 2 })).toHaveText(projects[last]!.title[lang]);
      await expect(slide).toBeInViewport({ ratio: 0.3 });
      await expect(page.locator('.portfolio__position [aria-live], .portfolio__position[aria-live]')).toContainText(
        projects[last]!.title[lang],
      );
      for (const [i, project] of projects.entries()) {
        await expect(overview.getByRole('button').nth(i).getByText(t.portfolio.caseStudy)).toHaveCount(
          hasCaseStudy(project.slug, lang) ? 1 : 0,
        );
      }
    });

    test("a project page opens with its summary and ends with a call to action that prefills the form's subject", async ({
      page,
    }) => {
      const project = featured.find((each) => each.facts) ?? flagship;
      await page.setViewportSize({ width: 1440, height: 900 });
      await openPage(page, projectPath(project, lang));
      if (project.facts) {
        const summary = page.getByRole('region', { name: t.project.summary });
        await expect(summary).toBeInViewport();
        if (project.facts.outcome) await expect(summary).toContainText(project.facts.outcome[lang]);
      }
      const action = page.getByRole('region', { name: t.project.callToAction });
      await expect(action.getByRole('link', { name: t.home.downloadCv })).toHaveAttribute('download', cvFileName);
      const related = relatedProjects(project);
      if (related.length)
        await expect(
          page.getByRole('region', { name: t.project.relatedProjects }).getByRole('heading', { level: 3 }),
        ).toHaveText(related.map((other) => other.title[lang]));
      await action.getByRole('link', { name: t.project.writeToMe }).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('contact', lang)}\\?subject=`));
      await expect(page.getByRole('textbox', { name: t.contact.fields.subject.label })).toHaveValue(
        t.project.contactSubject(project.title[lang]),
      );
    });
  });
}

const lang = publishedLanguages[0];
const t = ui[lang];
// The pages as they load, the featured cards, summaries and calls to action included, are
// themes.spec.ts's: here, the states a press makes, each made once and looked at in each theme and width.
test('the states a press makes have no axe-core violation, in both themes at 375 and 1440 px', async ({ page }) => {
  // Eight runs of axe-core, four whole, on a busy host.
  test.setTimeout(90_000);
  await showFirstLook(page);
  await openPage(page, pagePath('experience', lang));
  await page
    .getByRole('group', { name: t.portfolio.filter })
    .getByRole('button', { name: projectTags[0]!, exact: true })
    .click();
  await page.getByRole('group', { name: t.portfolio.overview }).getByRole('button').last().click();
  await expectNoAxeViolationInEachLook(page);

  await showFirstLook(page);
  await openPage(page, pagePath('education', lang));
  await page.getByRole('tab').last().click();
  await expectNoAxeViolationInEachLook(page);
});
