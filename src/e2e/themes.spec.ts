import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { inlineBlocks } from '../tooling/headers/content-security-policy.ts';
import { contactErrors } from '../content/contact-errors.ts';
import { defaultLanguage, languageDetails, publishedLanguages, type Lang } from '../content/languages.ts';
import { pagePath, pageTexts, projectPath } from '../content/pages.ts';
import { profile } from '../content/profile.ts';
import { projects } from '../content/projects.ts';
import { ui } from '../content/ui.ts';
import { prefixedLanguages } from '../test/content-expectations.ts';
import { atRest, expectNoAxeViolation } from './axe.ts';
import { fillForm, holdSends, messageFrom, SEND_OUTCOME } from './contact-form.ts';
import { openPage, startTheApp } from './open-page.ts';
import { atPath, routes as sitePages } from './site-content.ts';

/**
 * The light and dark themes: a first visit follows the system, the header's toggle switches and
 * the choice holds, a stored choice is on screen from the very first frame. And every page, in
 * both themes, at 375 and 1440 px: the page itself, whole, in its theme's colours, with the site
 * footer, nothing fetched from another origin, no axe-core violation, and on demand a screenshot
 * kept to look at.
 */

type Theme = 'light' | 'dark';
const themes: Theme[] = ['light', 'dark'];
const other = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');
// Each theme's page colour (--bg), as the screen shows it and as getComputedStyle() writes it.
const pageColour: Record<Theme, [number, number, number]> = { light: [243, 245, 249], dark: [31, 36, 45] };
const css = ([r, g, b]: number[]) => `rgb(${r}, ${g}, ${b})`;
const lang = defaultLanguage;
const t = ui[lang];
const routes = sitePages.map((route) => route.path);
/** Each page of the site in each language, the first and last projects' pages, and the carousel narrowed to a technology. */
const pagesToCheck: { path: string; lang: Lang; heading?: string }[] = [
  ...sitePages,
  { path: projectPath(projects[0]!, lang), lang },
  { path: projectPath(projects.at(-1)!, publishedLanguages.at(-1)!), lang: publishedLanguages.at(-1)! },
  { path: `${pagePath('experience', lang)}?${new URLSearchParams({ tech: projects[0]!.tags[0]! })}`, lang },
];
const fileName = (route: string) => route.slice(1).replace(/[/?=]/g, '-');
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

const toggle = (page: Page) => page.getByRole('button', { name: t.layout.darkTheme });

/** Keeps a theme choice in the page's storage before any of its scripts runs, on every load. */
async function storeTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/** What the page shows: the theme, the page colour and the browser colour (theme-color) in force. */
function shownTheme(page: Page) {
  return page.evaluate(() => ({
    chosen: document.documentElement.dataset.theme ?? null,
    background: getComputedStyle(document.body).backgroundColor,
    browserColour: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
      (meta) => matchMedia(meta.media || 'all').matches,
    )?.content,
  }));
}

const hex = ([r, g, b]: number[]) => `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;

test.describe('a first visit follows the system', () => {
  for (const theme of themes) {
    test.describe(`${theme} system`, () => {
      test.use({ colorScheme: theme });

      test(`shows the ${theme} theme, with its browser colour and the toggle's state, and follows a system change`, async ({
        page,
      }) => {
        await openPage(page, '/home');
        expect(await shownTheme(page)).toEqual({
          chosen: null,
          background: css(pageColour[theme]),
          browserColour: hex(pageColour[theme]),
        });
        await expect(toggle(page)).toHaveAttribute('aria-pressed', String(theme === 'dark'));

        await page.emulateMedia({ colorScheme: other(theme) });
        await expect(toggle(page)).toHaveAttribute('aria-pressed', String(theme !== 'dark'));
        expect(await shownTheme(page)).toEqual({
          chosen: null,
          background: css(pageColour[other(theme)]),
          browserColour: hex(pageColour[other(theme)]),
        });
      });
    });
  }
});

test.describe('the toggle', () => {
  test.use({ colorScheme: 'dark' });

  for (const width of [375, 1440]) {
    test(`at ${width} px switches the theme, and the choice holds across pages and reloads with no flash`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // Records the theme and page colour of every frame up to the first contentful paint.
      await page.addInitScript(() => {
        const frames: { theme: string | null; background: string | null }[] = [];
        Object.assign(window, { themeFrames: frames });
        const record = () => {
          frames.push({
            theme: document.documentElement.dataset.theme ?? null,
            background: document.body ? getComputedStyle(document.body).backgroundColor : null,
          });
          if (!performance.getEntriesByName('first-contentful-paint').length) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
      const framesBeforeFirstPaint = () =>
        page.evaluate(
          () =>
            (window as unknown as { themeFrames: { theme: string | null; background: string | null }[] }).themeFrames,
        );

      await openPage(page, '/home');
      // In the header bar at every width: no need to open the burger menu.
      await expect(toggle(page)).toBeVisible();
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
      expect(await shownTheme(page)).toEqual({
        chosen: 'light',
        background: css(pageColour.light),
        browserColour: hex(pageColour.light),
      });

      // A page change inside the app.
      if (width <= 768) await page.getByRole('button', { name: t.layout.openMenu }).click();
      await page.getByRole('link', { name: pageTexts.contact[lang].label, exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      expect((await shownTheme(page)).background).toBe(css(pageColour.light));

      // A new page load, then a reload: light from the first frame on, in a dark system.
      for (const load of [() => openPage(page, '/education'), () => page.reload()]) {
        await load();
        await startTheApp(page);
        await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
        expect(await shownTheme(page)).toEqual({
          chosen: 'light',
          background: css(pageColour.light),
          browserColour: hex(pageColour.light),
        });
        // Every frame with a page in it, up to the first contentful paint.
        const frames = (await framesBeforeFirstPaint()).filter((frame) => frame.background);
        expect(frames.length).toBeGreaterThan(0);
        expect(frames).toEqual(frames.map(() => ({ theme: 'light', background: css(pageColour.light) })));
      }

      // And back to dark, which holds too.
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await startTheApp(page);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
      expect(await shownTheme(page)).toEqual({
        chosen: 'dark',
        background: css(pageColour.dark),
        browserColour: hex(pageColour.dark),
      });
      const frames = (await framesBeforeFirstPaint()).filter((frame) => frame.background);
      expect(frames).toEqual(frames.map(() => ({ theme: 'dark', background: css(pageColour.dark) })));
    });
  }

  for (const language of prefixedLanguages) {
    test(`is named in ${languageDetails[language].name} on its pages, and the choice holds across the language switch`, async ({
      page,
    }) => {
      await openPage(page, pagePath('experience', language));
      const darkTheme = page.getByRole('button', { name: ui[language].layout.darkTheme });
      await expect(darkTheme).toHaveAttribute('aria-pressed', 'true');
      await darkTheme.click();
      await expect(darkTheme).toHaveAttribute('aria-pressed', 'false');
      await page.getByRole('link', { name: languageDetails[lang].name }).click();
      await expect(page).toHaveURL(atPath(pagePath('experience', lang)));
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
      expect((await shownTheme(page)).background).toBe(css(pageColour.light));
    });
  }

  test('a choice made in another tab shows in this one', async ({ page, context }) => {
    await openPage(page, '/home');
    const second = await context.newPage();
    await openPage(second, '/contact');
    await toggle(second).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect((await shownTheme(page)).background).toBe(css(pageColour.light));
  });
});

test.describe('no flash: a stored choice is painted first, before any of the app runs', () => {
  for (const stored of themes) {
    test.describe(`${stored} stored, ${other(stored)} system`, () => {
      test.use({ colorScheme: other(stored), viewport: { width: 1440, height: 900 } });

      test('the first frames, a screenshot and the toggle icon show the stored theme', async ({ page }) => {
        await storeTheme(page, stored);
        // No script file at all: only the page's inline head script can act.
        const blocked: string[] = [];
        await page.route(/\.(js|ts|tsx)(\?|$)/, (route) => {
          blocked.push(route.request().url());
          return route.abort();
        });
        await page.addInitScript(() => {
          const frames: (string | null)[] = [];
          Object.assign(window, { themeFrames: frames });
          const record = () => {
            frames.push(document.body ? getComputedStyle(document.body).backgroundColor : null);
            if (!performance.getEntriesByName('first-contentful-paint').length) requestAnimationFrame(record);
          };
          requestAnimationFrame(record);
        });
        await page.goto('/education');
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        // The head script asks for the app once the page has painted: wait for that request.
        await expect.poll(() => blocked.length, { message: 'the app was there to block' }).toBeGreaterThan(0);
        await expect(page.locator('html[data-app]')).toHaveCount(0);

        const frames = await page.evaluate(() => (window as unknown as { themeFrames: (string | null)[] }).themeFrames);
        expect(frames.filter(Boolean).length).toBeGreaterThan(0);
        for (const background of frames) if (background) expect(background).toBe(css(pageColour[stored]));

        const png = await page.screenshot();
        const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
        // Bottom left: the page itself, below the content.
        const at = ((info.height - 2) * info.width + 2) * info.channels;
        expect([...data.subarray(at, at + 3)]).toEqual(pageColour[stored]);

        // The prerendered toggle: the stored theme's icon, from CSS alone, and no guessed state.
        await expect(page.locator(`.theme-toggle__icon--${stored}`)).toBeVisible();
        await expect(page.locator(`.theme-toggle__icon--${other(stored)}`)).toBeHidden();
        await expect(page.locator('.theme-toggle')).not.toHaveAttribute('aria-pressed');
      });
    });
  }

  test("the head script comes before the stylesheet, and dist/_headers' CSP allows it by its hash", async () => {
    const headers = await readFile(`${dist}_headers`, 'utf8');
    const scriptSrc = headers.match(/script-src ([^;]+)/)![1]!.split(' ');
    for (const page of [...routes.map((route) => `${route.slice(1)}/index.html`), 'index.html']) {
      const html = await readFile(`${dist}${page}`, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const headScript = inlineBlocks(head).scripts;
      expect(headScript, page).toHaveLength(1);
      expect(headScript[0]).toContain('localStorage');
      expect(head.indexOf('<script data-entry='), page).toBeLessThan(head.indexOf('<style>'));
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(headScript[0]!).digest('base64')}'`);
    }
    expect(headers).not.toContain('unsafe-inline');
  });
});

/**
 * Renders every section as a visitor scrolling through sees it: Chromium's full-page capture leaves
 * blank those the viewport has not come near (content-visibility: auto, src/styles/global.css).
 */
function renderWhole(page: Page) {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
}

/** The colour of a pixel of the whole page, as a full-page screenshot shows it, exactly (a PNG). */
async function pagePixel(page: Page, x: number, y: number) {
  const png = await page.screenshot({ fullPage: true, clip: { x, y, width: 1, height: 1 } });
  return [...(await sharp(png).raw().toBuffer()).subarray(0, 3)];
}

/**
 * With SCREENSHOTS=1, each page whole in each look is kept in test-results/ and attached to the
 * report, to look at: a JPEG, quicker to make than a PNG. Off by default, a capture of a whole page
 * taking up to seconds.
 */
const KEEP_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** The states every page is checked in: both themes, at a phone's and a desktop's width. */
const looks = themes.flatMap((theme) => [375, 1440].map((width) => ({ theme, width })));
const viewportAt = (width: number) => ({ width, height: width < 768 ? 812 : 900 });

test.describe('every page, in both themes at 375 and 1440 px, and at 768 px', () => {
  // One load a page: the system's theme and the width change in it, as a visitor's would, and each
  // state gets every check of its own.
  test.describe.configure({ timeout: 120_000 });

  for (const { path: route, heading, lang: pageLang } of pagesToCheck) {
    test(`${route} shows whole, in its colours, with its footer, nothing fetched elsewhere and no axe-core violation`, async ({
      page,
      baseURL,
    }, testInfo) => {
      const foreign: string[] = [];
      page.on(
        'request',
        (req) => void (!req.url().startsWith(baseURL!) && !req.url().startsWith('data:') && foreign.push(req.url())),
      );
      await page.emulateMedia({ colorScheme: looks[0]!.theme });
      await page.setViewportSize(viewportAt(looks[0]!.width));
      await openPage(page, route);
      // The page itself, not the home page an unknown URL leads to.
      expect(new URL(page.url()).pathname).toBe(route.split('?')[0]);
      await expect(page).toHaveTitle(new RegExp(profile.name));
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(profile.name);
      await expect(footer.getByRole('link', { name: pageTexts.legal[pageLang].label })).toHaveAttribute(
        'href',
        pagePath('legal', pageLang),
      );
      const h1 = page.getByRole('heading', { level: 1 });

      for (const { theme, width } of looks) {
        await test.step(`${theme} theme at ${width} px`, async () => {
          await page.emulateMedia({ colorScheme: theme });
          await page.setViewportSize(viewportAt(width));
          if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

          await atRest(page);
          expect((await shownTheme(page)).background).toBe(css(pageColour[theme]));
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          expect(await h1.evaluate((h) => getComputedStyle(h).color)).toBe(
            theme === 'light' ? 'rgb(31, 36, 45)' : 'rgb(255, 255, 255)',
          );

          await renderWhole(page);
          if (KEEP_SCREENSHOTS) {
            const file = testInfo.outputPath(`${fileName(route)}-${width}-${theme}.jpeg`);
            await page.screenshot({ path: file, fullPage: true, type: 'jpeg' });
            await testInfo.attach(`${fileName(route)}-${width}-${theme}`, { path: file, contentType: 'image/jpeg' });
          }
          // The header bar, nearly opaque page colour (over the hero's veil on /home).
          for (const [channel, value] of (await pagePixel(page, 2, 2)).entries())
            expect(Math.abs(value - pageColour[theme][channel]!)).toBeLessThanOrEqual(8);
          // Below the content: the page colour itself (the hero fills /home).
          if (!route.endsWith('/home')) {
            const height = await page.evaluate(() => document.documentElement.scrollHeight);
            expect(await pagePixel(page, 2, height - 2)).toEqual(pageColour[theme]);
          }

          // Whole in the first theme, its colours in the other (./axe.ts).
          await expectNoAxeViolation(page, { colourOnly: theme !== looks[0]!.theme });
        });
      }
      // And at a tablet's width, where the menu goes behind the burger.
      await page.setViewportSize({ width: 768, height: 900 });
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(foreign).toEqual([]);
    });
  }
});

for (const theme of themes) {
  // A stored choice opposite to the system's: the data-theme path of the stylesheet.
  test.describe(`the ${theme} theme chosen with the toggle`, () => {
    test.use({ colorScheme: other(theme) });

    test('the open burger menu at 375 px has no axe-core violation', async ({ page }) => {
      await storeTheme(page, theme);
      await page.setViewportSize({ width: 375, height: 812 });
      await openPage(page, '/education');
      await page.getByRole('button', { name: t.layout.openMenu }).click();
      await expect(page.getByRole('link', { name: pageTexts.experience[lang].label })).toBeVisible();
      expect((await shownTheme(page)).chosen).toBe(theme);
      await expectNoAxeViolation(page, { colourOnly: theme !== themes[0] });
    });

    test("the contact form's errors, then its failure, then its success have no axe-core violation at 375 and 1440 px", async ({
      page,
    }) => {
      // Six runs of axe-core and two sends, on a busy host.
      test.setTimeout(90_000);
      await storeTheme(page, theme);
      await page.setViewportSize({ width: 375, height: 900 });
      const answerSends = async (status: number) => (await holdSends(page))(status);
      await answerSends(500);
      await openPage(page, '/contact');
      const status = page.getByRole('status');
      // One page, its states in turn, each at both widths. A failed send keeps the message, which
      // is then sent again: the route added last answers it.
      const states = [
        { reach: async () => {}, shown: () => expect(page.getByText(contactErrors[lang].required.name)).toBeVisible() },
        {
          reach: () => fillForm(page, messageFrom('axe')),
          shown: () => expect(status).toHaveText(t.contact.failure, SEND_OUTCOME),
        },
        { reach: () => answerSends(200), shown: () => expect(status).toHaveText(t.contact.success, SEND_OUTCOME) },
      ];
      for (const { reach, shown } of states) {
        await reach();
        await page.getByRole('button', { name: t.contact.send }).click();
        await shown();
        expect((await shownTheme(page)).background).toBe(css(pageColour[theme]));
        for (const width of [375, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await expectNoAxeViolation(page, { colourOnly: theme !== themes[0], state: `${width} px` });
        }
      }
    });
  });
}
