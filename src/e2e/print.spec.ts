import { expect, test, type Page } from '@playwright/test';
import { defaultLanguage } from '../content/languages.ts';
import { pagePath, projectPath } from '../content/pages.ts';
import { profile } from '../content/profile.ts';
import { projects } from '../content/projects.ts';
import { ui } from '../content/ui.ts';
import { THEME_STORAGE_KEY } from '../lib/theme-store.ts';
import { siteColor } from '../tooling/palette/site-palette.ts';
import { openPage } from './open-page.ts';
import { asPattern } from './site-content.ts';

/**
 * A page on paper (src/styles/print.css), printed from the dark theme: no menu, controls or video,
 * the light theme's colours, and an external link's address after its text.
 */

const lang = defaultLanguage;
const t = ui[lang];
// A project with a repository if the content has one: its page has an external link to show.
const project = projects.find((candidate) => candidate.githubLink) ?? projects[0]!;
const printed = [pagePath('home', lang), pagePath('education', lang), projectPath(project, lang)];

/** '#f3f5f9' as getComputedStyle() writes it. */
const asRgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

async function openPrinted(page: Page, path: string) {
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await openPage(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ media: 'print' });
}

for (const path of printed) {
  test(`${path} prints its content alone, dark on light, from the dark theme`, async ({ page }) => {
    await openPrinted(page, path);
    await expect(page.getByRole('navigation', { name: t.layout.mainMenu })).toBeHidden();
    await expect(page.getByRole('button', { name: t.layout.darkTheme })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.locator('video')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { background: style.backgroundColor, text: style.color };
    });
    expect(colours).toEqual({ background: asRgb(siteColor('light', 'bg')), text: asRgb(siteColor('light', 'text')) });
  });
}

test('the Parcours prints its selected panel, without the tabs', async ({ page }) => {
  await openPrinted(page, pagePath('education', lang));
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('tabpanel')).toBeVisible();
});

test("an external link prints its address after its text; the site's own links do not", async ({ page }) => {
  const external = project.githubLink || project.liveLink;
  await openPrinted(page, projectPath(project, lang));
  // Its name as a screen reader would read the sheet: the ::after text included.
  await expect(page.locator(`a[href="${external}"]`)).toHaveAccessibleName(new RegExp(`\\(${asPattern(external)}\\)$`));
  await expect(page.locator('.site-header__name')).toHaveAccessibleName(profile.name);
});
