import { expect, test, type Locator, type Page } from '@playwright/test';
import { defaultLanguage, languageDetails, publishedLanguages } from '../content/languages.ts';
import { legalSections, privacyNote, PRIVACY_SECTION } from '../content/legal.ts';
import { pagePath, pageTexts } from '../content/pages.ts';
import { plainText } from '../content/phrase.ts';
import { cvPath, profile } from '../content/profile.ts';
import { projects } from '../content/projects.ts';
import { ui } from '../content/ui.ts';
import {
  menuLabels,
  otherLanguages,
  pageHeading,
  prefixedLanguages,
  shownLanguage,
} from '../test/content-expectations.ts';
import { holdTheApp, openPage, startTheApp } from './open-page.ts';
import { asHtml, atPath, blogLanguages, parcoursPanelText, parcoursTabs, previewKeepDays } from './site-content.ts';

const widths = [375, 768, 1440];
const lang = defaultLanguage;
const t = ui[lang];
const n = projects.length;
const tab = (page: Page, key: keyof typeof t.resume.tabs) => page.getByRole('tab', { name: t.resume.tabs[key].text });

async function open(page: Page, path: string) {
  await openPage(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

// Every page at 375, 768 and 1440 px, in both themes: themes.spec.ts.
for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } });

    test('the menu sits behind a burger only at 768 px or less', async ({ page }) => {
      await open(page, pagePath('home', lang));
      const burger = page.getByRole('button', { name: t.layout.openMenu });
      const portfolio = page.getByRole('link', { name: pageTexts.experience[lang].label });
      if (width > 768) {
        await expect(burger).toBeHidden();
        await expect(portfolio).toBeVisible();
        return;
      }
      await expect(burger).toBeVisible();
      await expect(portfolio).toBeHidden();
      await burger.click();
      await expect(page.getByRole('button', { name: t.layout.closeMenu })).toHaveAttribute('aria-expanded', 'true');
      await portfolio.click();
      await expect(page).toHaveURL(atPath(pagePath('experience', lang)));
      await expect(portfolio).toBeHidden();
      await expect(page.getByRole('button', { name: t.layout.openMenu })).toHaveAttribute('aria-expanded', 'false');
    });

    // With one language published, the header has no switch (src/features/layout/routing.test.tsx).
    for (const other of prefixedLanguages) {
      test(`the language switch leads to the same page in ${languageDetails[other].name} and back, at every width`, async ({
        page,
      }) => {
        await open(page, pagePath('experience', lang));
        const openMenu = async (name: string) => {
          if (width <= 768) await page.getByRole('button', { name }).click();
        };
        await openMenu(t.layout.openMenu);
        const switchTo = page.getByRole('link', { name: languageDetails[other].name });
        await expect(switchTo).toHaveAttribute('hreflang', other);
        await expect(switchTo).toHaveAttribute('lang', other);
        await switchTo.click();
        await expect(page).toHaveURL(atPath(pagePath('experience', other)));
        await expect(
          page.getByRole('heading', { level: 1, name: pageHeading({ id: 'experience', lang: other }) }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        await expect(page).toHaveTitle(pageTexts.experience[other].title);

        await openMenu(ui[other].layout.openMenu);
        const back = page.getByRole('link', { name: languageDetails[lang].name });
        await expect(back).toHaveAttribute('hreflang', lang);
        await expect(back).toHaveAttribute('lang', lang);
        await back.click();
        await expect(page).toHaveURL(atPath(pagePath('experience', lang)));
        await expect(
          page.getByRole('heading', { level: 1, name: pageHeading({ id: 'experience', lang }) }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      });
    }
  });
}

test.describe('the burger menu on a short screen', () => {
  for (const viewport of [
    { width: 320, height: 256 },
    { width: 740, height: 360 },
  ]) {
    test(`scrolls within the screen at ${viewport.width}×${viewport.height}, and every entry can be reached`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, pagePath('home', lang));
      await page.getByRole('button', { name: t.layout.openMenu }).click();
      const menu = page.getByRole('navigation', { name: t.layout.mainMenu });
      const bottom = await menu.evaluate((nav) => nav.getBoundingClientRect().bottom);
      expect(bottom).toBeLessThanOrEqual(viewport.height);

      // From the keyboard, each entry comes into view as it takes focus.
      const entries = menuLabels(lang, blogLanguages.includes(lang));
      await page.getByRole('button', { name: t.layout.closeMenu }).focus();
      for (const name of entries) {
        await page.keyboard.press('Tab');
        const entry = menu.getByRole('link', { name, exact: true });
        await expect(entry).toBeFocused();
        await expect(entry).toBeInViewport({ ratio: 1 });
      }

      // With the mouse wheel or a finger, the menu scrolls, the page behind it does not.
      const [first, last] = [
        menu.getByRole('link', { name: entries[0], exact: true }),
        menu.getByRole('link', { name: entries.at(-1), exact: true }),
      ];
      await first.focus();
      await menu.hover();
      await page.mouse.wheel(0, 400);
      await expect(last).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => scrollY)).toBe(0);
      const href = (await last.getAttribute('href'))!;
      await last.click();
      await expect(page).toHaveURL(atPath(href));
    });
  }
});

test.describe('the header with more room for the text', () => {
  /** Whether the theme toggle and every menu entry show whole, on the screen. */
  async function expectHeaderOnScreen(page: Page) {
    await expect(page.getByRole('button', { name: t.layout.darkTheme })).toBeInViewport({ ratio: 1 });
    for (const link of await page.getByRole('navigation', { name: t.layout.mainMenu }).getByRole('link').all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }

  test.describe('WCAG text spacing (1.4.12)', () => {
    // The spacing is a user style sheet; the pages' CSP would refuse it as an inline style.
    test.use({ bypassCSP: true });

    test('keeps the theme toggle and the menu on screen from 769 to 900 px', async ({ page }) => {
      await page.setViewportSize({ width: 900, height: 700 });
      await open(page, pagePath('home', lang));
      await page.addStyleTag({
        content:
          '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
      });
      // Just above the burger's breakpoint, where the menu has the least room.
      for (const width of [769, 800, 830, 900]) {
        await page.setViewportSize({ width, height: 700 });
        await expectHeaderOnScreen(page);
      }
    });
  });

  test('a larger default text size moves the breakpoints with it: the menu goes behind the burger at 48em', async ({
    page,
  }) => {
    // The browser's text size setting, 20 px instead of 16: 48em is then 960 px.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20 } });
    await page.setViewportSize({ width: 900, height: 700 });
    await open(page, pagePath('home', lang));
    await expect(page.getByRole('button', { name: t.layout.openMenu })).toBeVisible();
    await expectHeaderOnScreen(page);
    await page.setViewportSize({ width: 1000, height: 700 });
    await expect(page.getByRole('button', { name: t.layout.openMenu })).toBeHidden();
    await expectHeaderOnScreen(page);
  });
});

test.describe('routing', () => {
  for (const url of ['/', '/nope', '/foo/bar']) {
    test(`${url} lands on ${pagePath('home', lang)}`, async ({ page }) => {
      await page.goto(url);
      await expect(page).toHaveURL(atPath(pagePath('home', lang)));
      await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
    });
  }

  // A published language's URLs lead to its own home page; an unpublished one's, to the default language's.
  for (const other of otherLanguages) {
    const shown = shownLanguage(other);
    for (const url of [`/${other}`, `/${other}/`, `/${other}/nope`, `/${other}/foo/bar`]) {
      test(`${url} lands on ${pagePath('home', shown)}`, async ({ page }) => {
        await page.goto(url);
        await expect(page).toHaveURL(atPath(pagePath('home', shown)));
        await expect(page.locator('html')).toHaveAttribute('lang', shown);
        await expect(page.getByRole('link', { name: ui[shown].home.downloadCv })).toBeVisible();
      });
    }
  }

  test('a page reached in the app gets its own styles, fetching none of those the first page had inline', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await open(page, pagePath('home', lang));
    expect(stylesheets).toEqual([]);
    const inline = (await page.locator('script[data-inline-css]').getAttribute('data-inline-css'))!.split(' ');

    await page.getByRole('link', { name: pageTexts.contact[lang].label, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: pageHeading({ id: 'contact', lang }) })).toBeVisible();
    await expect(page.locator('.contact__lines')).toHaveCSS('display', 'grid');
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) expect(inline).not.toContain(file);
  });

  test('a deep link reloads on its own page', async ({ page }) => {
    await open(page, pagePath('contact', lang));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: pageHeading({ id: 'contact', lang }) })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 640 }, hasTouch: true, isMobile: true });

    test('a visitor who scrolls before the app starts stays where they are, and the next page opens at its top', async ({
      page,
    }) => {
      const release = await holdTheApp(page);
      await page.goto(pagePath('contact', lang));
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
      const readingAt = await page.evaluate(() => scrollY);

      release();
      await startTheApp(page);
      // Past the app's first render and its effects.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      expect(await page.evaluate(() => scrollY)).toBe(readingAt);

      await page.getByRole('button', { name: t.layout.openMenu }).click();
      await page.getByRole('link', { name: pageTexts.education[lang].label }).click();
      await expect(page.getByRole('heading', { level: 1, name: pageHeading({ id: 'education', lang }) })).toBeVisible();
      expect(await page.evaluate(() => scrollY)).toBe(0);
    });
  });
});

test('the Parcours tabs work from the keyboard', async ({ page }) => {
  const [first, second] = parcoursTabs;
  const last = parcoursTabs.at(-1)!;
  await open(page, pagePath('education', lang));
  await tab(page, first!).focus();
  await page.keyboard.press('ArrowDown');
  await expect(tab(page, second!)).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText(parcoursPanelText(second!, lang));
  await page.keyboard.press('End');
  await expect(tab(page, last)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(parcoursPanelText(last, lang));
  await page.keyboard.press('Home');
  await expect(page.getByRole('tabpanel')).toContainText(parcoursPanelText(first!, lang));
});

test.describe('the Parcours tabs under the mouse', () => {
  // No colour transition: the styles are read at once.
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });

  test('a hovered tab does not look selected', async ({ page }) => {
    const look = (tab: Locator) =>
      tab.evaluate((el) => {
        const style = getComputedStyle(el);
        return { border: style.borderTopColor, color: style.color, background: style.backgroundColor };
      });
    await open(page, pagePath('education', lang));
    const selected = await look(tab(page, parcoursTabs[0]!));
    const formation = tab(page, parcoursTabs[1]!);
    const atRest = await look(formation);
    await formation.hover();
    const hovered = await look(formation);
    // The hover shows, and is not the selected look.
    expect(hovered).not.toEqual(atRest);
    expect(hovered.border).not.toBe(selected.border);
    expect(hovered.color).not.toBe(selected.color);
  });
});

test(`the carousel goes from 01 to ${String(n).padStart(2, '0')} and back, both ends disabled`, async ({ page }) => {
  await open(page, pagePath('experience', lang));
  const previous = page.getByRole('button', { name: t.portfolio.previous });
  const next = page.getByRole('button', { name: t.portfolio.next });
  await expect(previous).toBeDisabled();
  for (let position = 2; position <= n; position++) {
    await next.click();
    await expect(page.getByText(`${position} / ${n}`)).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await expect(page.locator('.portfolio__number')).toHaveText(String(n).padStart(2, '0'));
  for (let position = n - 1; position >= 1; position--) await previous.click();
  await expect(page.locator('.portfolio__number')).toHaveText('01');
  await expect(previous).toBeDisabled();
  // Every picture the carousel shows is a real image.
  const loaded = await page
    .locator('.portfolio__picture img')
    .first()
    .evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(loaded).toBeGreaterThan(0);
});

test.describe('motion', () => {
  // The style's animation, not the running ones: a fade of 0.35 s may be over before it is read.
  const animationOf = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => getComputedStyle(element).animationName);

  for (const { path, selector, stay, pick, animation } of [
    {
      path: pagePath('education', lang),
      selector: '[role="tabpanel"]',
      stay: (page: Page) => tab(page, parcoursTabs[0]!).click(),
      pick: (page: Page) => tab(page, parcoursTabs[1]!).click(),
      animation: 'panel-in',
    },
    {
      path: pagePath('experience', lang),
      selector: '.portfolio__details',
      stay: (page: Page) => page.getByRole('button', { name: t.portfolio.previous }).click({ force: true }),
      pick: (page: Page) => page.getByRole('button', { name: t.portfolio.next }).click(),
      animation: 'details-in',
    },
  ]) {
    test(`${path} shows its content at once as it loads, and what the visitor picks fades in`, async ({ page }) => {
      // From the HTML alone, then once the app runs: nothing fades in.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(await animationOf(page, selector)).toBe('none');
      await startTheApp(page);
      expect(await animationOf(page, selector)).toBe('none');
      // The tab already selected, or the first project's disabled "previous" (clicked all the same): nothing changes.
      await stay(page);
      expect(await animationOf(page, selector)).toBe('none');
      await pick(page);
      await expect.poll(() => animationOf(page, selector)).toBe(animation);
    });
  }
});

for (const language of publishedLanguages) {
  const [path, href] = [pagePath('home', language), cvPath(language)];
  test(`the CV link of ${path} answers its own PDF`, async ({ page, request }) => {
    await open(page, path);
    await expect(page.getByRole('link', { name: ui[language].home.downloadCv })).toHaveAttribute('href', href);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}

// Every page's footer, and where its link leads: themes.spec.ts.
test("the footer's link opens the legal notice, its heading focused", async ({ page }) => {
  await open(page, pagePath('experience', lang));
  await page.getByRole('contentinfo').getByRole('link').click();
  await expect(page).toHaveURL(atPath(pagePath('legal', lang)));
  await expect(page.getByRole('heading', { level: 1, name: pageTexts.legal[lang].label })).toBeFocused();
});

for (const language of publishedLanguages) {
  const path = pagePath('legal', language);
  const sections = legalSections[language](previewKeepDays);
  test(`${path} is a prerendered page with the publisher, the host and the privacy notice`, async ({
    page,
    request,
  }) => {
    // In the HTML itself, before any script.
    const html = await (await request.get(path)).text();
    for (const text of [...sections.map((section) => section.heading), profile.name, profile.email])
      expect(html).toContain(asHtml(text));
    await open(page, path);
    for (const section of sections) {
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      for (const paragraph of section.paragraphs)
        await expect(page.getByRole('main')).toContainText(plainText(paragraph));
    }
    await expect(page.getByRole('link', { name: profile.email }).first()).toHaveAttribute(
      'href',
      `mailto:${profile.email}`,
    );
  });
}

for (const language of publishedLanguages) {
  const path = pagePath('contact', language);
  const note = privacyNote[language];
  const privacy = legalSections[language](previewKeepDays).find((section) => section.id === PRIVACY_SECTION)!.heading;
  test(`${path} says under the form what becomes of the personal data, for as long as the mail function keeps it`, async ({
    page,
  }) => {
    await open(page, path);
    // The preview's build and function both keep messages PREVIEW_KEEP_DAYS days (playwright.config.ts).
    const text = page.getByText(plainText(note.text(previewKeepDays)));
    await expect(text).toBeVisible();
    const form = (await page.locator('form').boundingBox())!;
    const noteBox = (await text.boundingBox())!;
    expect(noteBox.y).toBeGreaterThanOrEqual(form.y + form.height);
    await expect(text.getByRole('link', { name: profile.email })).toHaveAttribute('href', `mailto:${profile.email}`);

    await text.getByRole('link', { name: note.more }).click();
    await expect(page).toHaveURL(atPath(`${pagePath('legal', language)}#${PRIVACY_SECTION}`));
    await expect(page.getByRole('heading', { level: 2, name: privacy })).toBeInViewport();
  });
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero video does not play and the texts do not fade', async ({ page }) => {
    await open(page, pagePath('home', lang));
    await page.waitForLoadState('load');
    const video = page.locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    // Nothing of the video is fetched.
    expect(await video.evaluate((v: HTMLVideoElement) => v.readyState === v.HAVE_NOTHING)).toBe(true);
    const media = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((entry) => /\/media\/hero\.(webm|mp4)/.test(entry.name)).length,
    );
    expect(media).toBe(0);
    // Nothing moves, so there is nothing to pause.
    for (const name of [t.home.pauseVideo, t.home.playVideo])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    const opacity = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).opacity);
    expect(opacity).toBe('1');
  });
});

test('the hero video plays when motion is welcome', async ({ page }) => {
  await open(page, pagePath('home', lang));
  await page.waitForLoadState('load');
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
    .toBe(true);
});
