import { existsSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fillForm, holdSends, messageFrom, PROOF_OF_WORK, SEND_OUTCOME } from './contact-form.ts';
import { contrast, opaque, over } from './contrast.ts';
import { contactErrors } from '../content/contact-errors.ts';
import { defaultLanguage, languageDetails, publishedLanguages, type Lang } from '../content/languages.ts';
import { pagePath, pageTexts } from '../content/pages.ts';
import type { Phrase, Words } from '../content/phrase.ts';
import { profile } from '../content/profile.ts';
import { projects } from '../content/projects.ts';
import { education } from '../content/resume.ts';
import { skillCategories } from '../content/skills.ts';
import { ui } from '../content/ui.ts';
import { menuLabels, pageHeading } from '../test/content-expectations.ts';
import { expectNoAxeViolation } from './axe.ts';
import { openPage } from './open-page.ts';
import { asPattern, blogLanguages, parcoursTabs } from './site-content.ts';
import { CASE_STUDIES_DIR } from '../tooling/case-studies/case-study-files.ts';

/**
 * What keyboard and screen-reader users rely on and axe-core cannot see: where focus is, whether it
 * can be seen, and what the browser's accessibility tree tells assistive technologies; axe-core
 * too where a state is slow to reach (the proof of work solved), so that it is reached once.
 */

const lang = defaultLanguage;
const t = ui[lang];
/** Whether a project has a case study on these pages: its Markdown file (the pages read it through Vite's glob). */
const hasCaseStudy = (slug: string) =>
  existsSync(new URL(`../../${CASE_STUDIES_DIR}/${slug}.${lang}.md`, import.meta.url));
const errors = contactErrors[lang];
const n = projects.length;

const focusablePages = (['home', 'education', 'experience', 'contact', 'legal'] as const).map((id) =>
  pagePath(id, lang),
);

/**
 * The focused element inside the page's main content, where it is on screen; null elsewhere, and
 * 'out' once focus has left the page. One round trip a key press: a walk makes hundreds.
 */
function focusInMain(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (focused === document.body) return 'out';
    if (!(focused instanceof HTMLElement) || !focused.closest('main')) return null;
    const box = focused.getBoundingClientRect();
    return {
      name: focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? focused.tagName,
      top: box.top,
      bottom: box.bottom,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      viewportHeight: window.innerHeight,
    };
  });
}

/** Presses `key` until focus leaves the page, checking that each focused element of the page shows, below the header. */
async function walkFocus(page: Page, key: 'Tab' | 'Shift+Tab') {
  let inMain = 0;
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press(key);
    const focus = await focusInMain(page);
    if (focus === 'out') break;
    if (!focus) continue;
    inMain++;
    const height = focus.bottom - focus.top;
    if (height <= focus.viewportHeight - focus.headerBottom) {
      expect(focus.top, `"${focus.name}" starts below the fixed header`).toBeGreaterThanOrEqual(
        focus.headerBottom - 0.5,
      );
    } else {
      // Taller than the space below the header: it cannot all show, but it must show there.
      expect(focus.bottom, `"${focus.name}" shows below the fixed header`).toBeGreaterThan(focus.headerBottom);
    }
    expect(focus.top, `"${focus.name}" shows in the viewport`).toBeLessThan(focus.viewportHeight);
  }
  expect(inMain).toBeGreaterThan(0);
}

test.describe('the fixed header never hides the focused element', () => {
  const viewports = [
    { width: 320, height: 568 },
    { width: 375, height: 812 },
    { width: 1440, height: 500 },
  ];
  for (const path of focusablePages) {
    test(`${path} at ${viewports.map(({ width, height }) => `${width}×${height}`).join(', ')}, Tab then Shift+Tab`, async ({
      page,
    }) => {
      // One load: each walk ends with focus out of the page, where the next one starts. Six walks on a busy host.
      test.setTimeout(90_000);
      await page.setViewportSize(viewports[0]!);
      await openPage(page, path);
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        await walkFocus(page, 'Tab');
        await walkFocus(page, 'Shift+Tab');
      }
    });
  }

  test('Shift+Tab from the "Sur moi" panel back to its tab at 375×812', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/education');
    await page.getByRole('tab', { name: t.resume.tabs[parcoursTabs[0]!].text }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const tab = page.getByRole('tab', { name: t.resume.tabs.about.text });
    await expect(tab).toBeFocused();
    const box = (await tab.boundingBox())!;
    const header = (await page.locator('header').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 0.5);
  });
});

/** The pixels of a page area, decoded, to compare two states of the screen. */
async function pixels(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip, animations: 'disabled' });
  return sharp(png).raw().toBuffer();
}

test('an invalid field shows that it has focus', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, '/contact');
  const name = page.getByRole('textbox', { name: t.contact.fields.name.label });
  await page.getByRole('button', { name: t.contact.send }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await page.keyboard.press('Tab');

  const box = (await name.boundingBox())!;
  const margin = 8;
  const clip = { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
  const away = await pixels(page, clip);
  await page.keyboard.press('Shift+Tab');
  await expect(name).toBeFocused();
  const focused = await pixels(page, clip);

  let changed = 0;
  for (let i = 0; i < away.length; i += 3) {
    if (away[i] !== focused[i] || away[i + 1] !== focused[i + 1] || away[i + 2] !== focused[i + 2]) changed++;
  }
  // At least a one-pixel ring all around the field.
  expect(changed).toBeGreaterThanOrEqual(2 * (box.width + box.height));
});

test.describe('the hero video', () => {
  for (const width of [375, 1440]) {
    test(`can be paused and played again from the keyboard at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      await openPage(page, '/home');
      await page.waitForLoadState('load');
      const video = page.locator('video');
      const playing = () => video.evaluate((v: HTMLVideoElement) => !v.paused);
      await expect.poll(playing).toBe(true);

      const pause = page.getByRole('button', { name: t.home.pauseVideo });
      await expect(pause).toBeInViewport({ ratio: 1 });
      for (let step = 0; step < 20 && !(await pause.evaluate((b) => b === document.activeElement)); step++) {
        await page.keyboard.press('Tab');
      }
      await expect(pause).toBeFocused();

      await page.keyboard.press('Enter');
      await expect.poll(playing).toBe(false);
      const play = page.getByRole('button', { name: t.home.playVideo });
      await expect(play).toBeFocused();

      await page.keyboard.press('Space');
      await expect.poll(playing).toBe(true);
      await expect(pause).toBeFocused();
    });
  }
});

test.describe('the hero video, paused', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const video = (page: Page) => page.locator('video');
  const playing = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => !v.paused);

  /** The video is still and stays so once the page has loaded, its button offering to play it. */
  async function expectStill(page: Page) {
    await page.waitForLoadState('load');
    await expect(page.getByRole('button', { name: t.home.playVideo })).toBeVisible();
    const frame = () => video(page).evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }));
    const first = await frame();
    // Long enough for an autoplay to have started and moved on.
    await page.waitForTimeout(1500);
    expect(await frame()).toEqual(first);
    expect(first.paused).toBe(true);
  }

  test('stays paused for the rest of the visit, until the visitor plays it again', async ({ page }) => {
    // Four loads of the home page, and two waits to see that nothing moves.
    test.slow();
    await openPage(page, '/home');
    await page.waitForLoadState('load');
    await expect.poll(() => playing(page)).toBe(true);
    await page.getByRole('button', { name: t.home.pauseVideo }).click();
    await expect.poll(() => playing(page)).toBe(false);

    // Another page, then home again in the app.
    await page.getByRole('link', { name: pageTexts.education[lang].label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: pageHeading({ id: 'education', lang }) })).toBeVisible();
    await page.getByRole('link', { name: pageTexts.home[lang].label, exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expectStill(page);

    // A new load of the page, in the same visit.
    await openPage(page, '/home');
    await expectStill(page);

    // Played again: it plays on the next pages too.
    await page.getByRole('button', { name: t.home.playVideo }).click();
    await expect.poll(() => playing(page)).toBe(true);
    await expect(page.getByRole('button', { name: t.home.pauseVideo })).toBeFocused();
    await openPage(page, '/home');
    await page.waitForLoadState('load');
    await expect.poll(() => playing(page)).toBe(true);
  });
});

test.describe('the carousel', () => {
  for (const language of publishedLanguages) {
    const path = pagePath('experience', language);
    const { carousel: region, carouselRole, slideRole, slideLabel, previous, next } = ui[language].portfolio;
    const label = (position: number) => slideLabel(position, n, projects[position - 1]!.title[language]);
    test(`${path}: shows one slide, named after its project and announced at each step, and is no Tab stop itself`, async ({
      page,
    }) => {
      await openPage(page, path);
      const carousel = page.getByRole('region', { name: region });
      await expect(carousel).toHaveAttribute('aria-roledescription', carouselRole);
      const slide = carousel.getByRole('group');
      await expect(slide).toHaveCount(1);
      await expect(slide).toHaveAttribute('aria-roledescription', slideRole);
      await expect(slide).toHaveAccessibleName(label(1));
      await expect(slide.getByRole('heading', { level: 2 })).toHaveText(projects[0]!.title[language]);

      // From the filter above it, Tab goes to the first control: the carousel itself takes no focus.
      await page.getByRole('group', { name: ui[language].portfolio.filter }).getByRole('button').last().focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: previous })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: next })).toBeFocused();
      await expect(page.getByRole('button', { name: next })).toBeEnabled({ enabled: n > 1 });

      // What the live region says at each step: the slide's name, not only "2 / n".
      const announcer = carousel.locator('[aria-live="polite"]');
      await expect(announcer).toHaveCount(1);
      const spoken = () => announcer.ariaSnapshot();
      // Enter on the button, then the arrow keys, from the carousel's controls.
      for (const [position, key] of [
        [2, 'Enter'],
        [3, 'ArrowRight'],
      ] as const) {
        if (position > n) break;
        await page.keyboard.press(key);
        await expect(slide).toHaveAccessibleName(label(position));
        expect(await spoken()).toContain(label(position));
        expect(await spoken()).not.toContain(`/ ${n}`);
      }
    });
  }

  test('keeps focus on its buttons at both ends', async ({ page }) => {
    await openPage(page, '/experience');
    const previous = page.getByRole('button', { name: t.portfolio.previous });
    const next = page.getByRole('button', { name: t.portfolio.next });
    await next.focus();
    for (let position = 2; position <= n; position++) {
      await page.keyboard.press('Enter');
      await expect(page.getByText(`${position} / ${n}`)).toBeVisible();
    }
    await expect(next).toBeFocused();
    await expect(next).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${n} / ${n}`)).toBeVisible();

    // Tab goes on to the project's first link (one it lacks takes no focus), not back to the top of the page.
    const last = projects.at(-1)!;
    const firstLink = last.liveLink ? t.portfolio.live : last.githubLink ? t.portfolio.repository : undefined;
    await page.keyboard.press('Tab');
    if (firstLink)
      await expect(page.getByRole('link', { name: new RegExp(`^${asPattern(firstLink.text)}`) })).toBeFocused();

    await previous.focus();
    for (let position = n - 1; position >= 1; position--) {
      await page.keyboard.press('Enter');
      await expect(page.getByText(`${position} / ${n}`)).toBeVisible();
    }
    await expect(previous).toBeFocused();
    await expect(previous).toBeDisabled();
  });

  for (const width of [375, 768, 1024, 1440]) {
    test(`takes focus in the order it shows its controls at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/experience');
      // The filter comes before the carousel.
      await page.getByRole('group', { name: t.portfolio.filter }).getByRole('button').last().focus();
      const boxes: { name: string; x: number; y: number }[] = [];
      for (let step = 0; step < 10; step++) {
        await page.keyboard.press('Tab');
        const box = await page.evaluate((carouselRole) => {
          const focused = document.activeElement as HTMLElement;
          if (!focused.closest(`[aria-roledescription="${carouselRole}"]`)) return null;
          const rect = focused.getBoundingClientRect();
          // Document coordinates: tabbing may scroll.
          return {
            name: focused.getAttribute('aria-label') ?? focused.textContent!,
            x: rect.left,
            y: rect.top + rect.height / 2 + window.scrollY,
          };
        }, t.portfolio.carouselRole);
        if (!box) break;
        boxes.push(box);
      }
      // The two buttons, the two links, the link to the case study if the project has one and the link to the project's page.
      expect(boxes).toHaveLength(hasCaseStudy(projects[0]!.slug) ? 6 : 5);
      for (let i = 1; i < boxes.length; i++) {
        const [before, after] = [boxes[i - 1]!, boxes[i]!];
        const sameRow = Math.abs(after.y - before.y) <= 12;
        const isLater = sameRow ? after.x > before.x : after.y > before.y;
        expect(isLater, `"${after.name}" comes after "${before.name}" on screen`).toBe(true);
      }
    });
  }
});

test.describe('the header takes focus in the order it shows', () => {
  for (const { width, burger } of [
    { width: 375, burger: true },
    { width: 1440, burger: false },
  ]) {
    test(`at ${width} px${burger ? ', the burger menu open' : ''}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/home');
      if (burger) await page.getByRole('button', { name: t.layout.openMenu }).click();
      await page.getByRole('link', { name: profile.name }).focus();
      const order: { name: string; x: number; y: number }[] = [];
      for (let step = 0; step < 10; step++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          if (!element.closest('header')) return null;
          const box = element.getBoundingClientRect();
          return { name: element.getAttribute('aria-label') ?? element.textContent!.trim(), x: box.left, y: box.top };
        });
        if (!focused) break;
        order.push(focused);
      }
      const entries = menuLabels(lang, blogLanguages.includes(lang));
      // The bar's controls, then the menu: the burger leads straight into the menu it opens.
      expect(order.map((item) => item.name)).toEqual([
        t.layout.darkTheme,
        ...(burger ? [t.layout.closeMenu] : []),
        ...entries,
      ]);
      // In the bar, left to right.
      const [toggle, next] = order;
      expect(next!.x).toBeGreaterThan(toggle!.x);
    });
  }
});

test.describe('in-app navigation', () => {
  test('moves focus to the new page heading from the menu', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/home');
    await page.getByRole('link', { name: pageTexts.education[lang].label, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/education$/);
    await expect(page.getByRole('heading', { level: 1, name: pageHeading({ id: 'education', lang }) })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('moves focus to the new page heading from the burger menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/home');
    await page.getByRole('button', { name: t.layout.openMenu }).focus();
    await page.keyboard.press('Enter');
    const portfolio = page.getByRole('link', { name: pageTexts.experience[lang].label });
    await portfolio.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/experience$/);
    await expect(portfolio).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: pageHeading({ id: 'experience', lang }) })).toBeFocused();
  });
});

/** The node Chromium exposes to assistive technologies for an element: its role, name and states. */
async function accessibilityNode(page: Page, element: Locator) {
  await element.evaluate((el) => el.setAttribute('data-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-probe]' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0]!;
    const states = Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value as unknown]));
    return { role: node.role?.value as string, name: node.name?.value as string, states, ignored: node.ignored };
  } finally {
    await cdp.detach();
    await element.evaluate((el) => el.removeAttribute('data-probe'));
  }
}

test('the home heading is named with a space between the two words', async ({ page }) => {
  await openPage(page, '/home');
  const heading = await accessibilityNode(page, page.getByRole('heading', { level: 1 }));
  expect(heading.name).toBe(profile.name);
});

/** The parts of a phrase written in another language than `language`'s. */
const foreignWords = (phrase: Phrase, language: Lang) =>
  typeof phrase === 'string'
    ? []
    : phrase.filter(
        (part): part is Words => typeof part !== 'string' && part.lang !== undefined && part.lang !== language,
      );

test.describe('words of another language', () => {
  const languageOf = (element: Locator) => element.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));

  for (const language of publishedLanguages) {
    test(`are marked as such on the pages in ${languageDetails[language].name}, which keep their own`, async ({
      page,
    }) => {
      const texts = ui[language];
      await openPage(page, pagePath('experience', language));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await languageOf(page.getByRole('heading', { level: 1 }))).toBe(texts.portfolio.title.lang ?? language);
      for (const label of [texts.portfolio.live, texts.portfolio.repository]) {
        expect(await languageOf(page.getByText(label.text, { exact: true }))).toBe(label.lang ?? language);
      }
      expect(await languageOf(page.getByRole('heading', { level: 2 }))).toBe(language);

      await openPage(page, pagePath('education', language));
      for (const tab of parcoursTabs.map((key) => texts.resume.tabs[key]))
        expect(await languageOf(page.getByRole('tab', { name: tab.text }))).toBe(tab.lang ?? language);
      const panel = page.getByRole('tabpanel');
      await page.getByRole('tab', { name: texts.resume.tabs.skill.text }).click();
      for (const { title } of skillCategories) {
        const words = foreignWords(title[language], language);
        if (typeof title[language] === 'string')
          expect(await languageOf(panel.getByRole('heading', { level: 3, name: title[language] }))).toBe(language);
        for (const part of words) expect(await languageOf(panel.getByText(part.text, { exact: true }))).toBe(part.lang);
      }
      await page.getByRole('tab', { name: texts.resume.tabs.education.text }).click();
      for (const entry of education) {
        expect(await languageOf(panel.getByRole('heading', { level: 3, name: entry.title[language] }))).toBe(language);
        for (const part of foreignWords(entry.description[language], language))
          expect(await languageOf(panel.getByText(part.text, { exact: true }))).toBe(part.lang);
      }
    });
  }
});

test('the skills tab adds no landmark: its groups are headed cards', async ({ page }) => {
  await openPage(page, '/education');
  await page.getByRole('tab', { name: t.resume.tabs.skill.text }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(skillCategories.length);
  await expect(panel.getByRole('region')).toHaveCount(0);
  expect(await panel.ariaSnapshot()).not.toMatch(/^\s*- (region|complementary|navigation|form|search)\b/m);
});

test.describe('the project links', () => {
  const { live, repository, opensNewTab, unavailable: unavailableLabel } = t.portfolio;
  const startingWith = (label: Words) => new RegExp(`^${asPattern(label.text)}`);

  test('say which project they open, and that they open a new tab', async ({ page }) => {
    await openPage(page, pagePath('experience', lang));
    for (const project of projects.slice(0, 2)) {
      const title = project.title[lang];
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(title);
      if (project.liveLink) {
        const liveLink = page.getByRole('link', { name: startingWith(live) });
        await expect(liveLink).toHaveAccessibleName(`${live.text} ${opensNewTab(title)}`);
        await expect(liveLink).toHaveAttribute('target', '_blank');
      }
      if (project.githubLink)
        await expect(page.getByRole('link', { name: startingWith(repository) })).toHaveAccessibleName(
          `${repository.text} ${opensNewTab(title)}`,
        );
      if (project !== projects.at(-1)) await page.getByRole('button', { name: t.portfolio.next }).click();
    }
  });

  const withoutRepository = projects.findIndex((project) => !project.githubLink);
  if (withoutRepository < 0) {
    test('show every repository as a link, no project lacking one', async ({ page }) => {
      await openPage(page, pagePath('experience', lang));
      for (const project of projects) {
        await expect(page.getByRole('link', { name: startingWith(repository) })).toHaveAttribute(
          'href',
          project.githubLink,
        );
        if (project !== projects.at(-1)) await page.getByRole('button', { name: t.portfolio.next }).click();
      }
    });
  } else {
    test('show a missing repository as an unavailable link, in readable contrast', async ({ page }) => {
      await openPage(page, pagePath('experience', lang));
      for (let step = 0; step < withoutRepository; step++)
        await page.getByRole('button', { name: t.portfolio.next }).click();
      const title = projects[withoutRepository]!.title[lang];
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(title);
      const unavailable = page.locator('[aria-disabled="true"]', { hasText: repository.text });
      const node = await accessibilityNode(page, unavailable);
      expect(node).toMatchObject({
        role: 'link',
        name: `${repository.text} ${unavailableLabel(title)}`,
        states: { disabled: true },
      });

      const colours = await page.getByText(repository.text, { exact: true }).evaluate((el) => ({
        text: getComputedStyle(el).color,
        page: getComputedStyle(document.body).backgroundColor,
      }));
      const background = opaque(colours.page);
      expect(contrast(over(colours.text, background), background)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

test.describe('the Parcours tabs', () => {
  for (const [width, orientation] of [
    [1440, 'horizontal'],
    [1024, 'horizontal'],
    [375, 'horizontal'],
  ] as const) {
    test(`tell their ${orientation} orientation and control panels that exist at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/education');
      await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', orientation);
      for (const { text: name } of parcoursTabs.map((key) => t.resume.tabs[key])) {
        const tab = page.getByRole('tab', { name });
        await tab.click();
        for (const each of await page.getByRole('tab').all()) {
          const controls = await each.getAttribute('aria-controls');
          if (controls) await expect(page.locator(`[id="${controls}"]`)).toHaveRole('tabpanel');
        }
        const panel = await tab.getAttribute('aria-controls');
        await expect(page.getByRole('tabpanel')).toHaveAttribute('id', panel!);
      }
    });
  }
});

test.describe("the contact form's status", () => {
  test('is in the accessibility tree before it has anything to say', async ({ page }) => {
    await openPage(page, '/contact');
    // Live regions only announce changes to regions already in the tree.
    const status = page.locator('form [role="status"]');
    await expect(status).toBeEmpty();
    expect(await accessibilityNode(page, status)).toMatchObject({ role: 'status', ignored: false });
  });

  for (const [answer, outcome] of [
    [200, t.contact.success],
    [500, t.contact.failure],
  ] as const) {
    test(`leaves the keyboard's focus on the send button while sending and after: ${outcome}`, async ({ page }) => {
      const send = await holdSends(page);
      await openPage(page, '/contact');
      await fillForm(page, messageFrom('focus'));
      const button = page.getByRole('button', { name: t.contact.send });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: t.contact.sending })).toBeFocused();
      send(answer);
      await expect(page.getByRole('status')).toHaveText(outcome, SEND_OUTCOME);
      await expect(button).toBeFocused();
    });
  }

  test('says a refused send once; the errors come with the first send, then follow each change', async ({ page }) => {
    await openPage(page, '/contact');
    // Every live region that changes from now on, with what it then says.
    await page.evaluate(() => {
      const spoke = new Map<Element, string>();
      Object.assign(window, { liveRegionsThatSpoke: () => [...spoke.values()] });
      new MutationObserver((mutations) => {
        for (const { target } of mutations) {
          const element = target instanceof Element ? target : target.parentElement;
          const region = element?.closest(
            '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]',
          );
          // A hidden region (the proof of work's widget has some) says nothing.
          if (region?.checkVisibility()) spoke.set(region, region.textContent ?? '');
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const spoken = () =>
      page.evaluate(() => (window as unknown as { liveRegionsThatSpoke: () => string[] }).liveRegionsThatSpoke());

    const name = page.getByRole('textbox', { name: t.contact.fields.name.label });
    await name.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByText(errors.required.name)).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: t.contact.send }).press('Enter');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(errors.required.name);
    await expect(page.getByRole('textbox', { name: t.contact.fields.message.label })).toHaveAccessibleDescription(
      errors.required.message,
    );
    expect(await spoken()).toEqual([t.contact.invalidFields]);

    // Still in the field: each keystroke judges it again.
    await page.keyboard.type('C');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(errors.required.name)).toHaveCount(0);
    await page.keyboard.press('Backspace');
    await expect(name).toHaveAccessibleDescription(errors.required.name);
    expect(await spoken()).toEqual([t.contact.invalidFields]);
  });
});

for (const { path, message, send } of publishedLanguages.map((language) => ({
  path: pagePath('contact', language),
  message: ui[language].contact.fields.message.label,
  send: ui[language].contact.send,
}))) {
  test(`${path}: the proof of work adds no Tab stop, nothing a screen reader meets and no axe-core violation`, async ({
    page,
  }) => {
    // A solve and a whole axe-core run, on a busy host.
    test.setTimeout(90_000);
    await openPage(page, path);
    await page.getByRole('textbox', { name: message }).focus();
    await expect(page.locator('altcha-widget input[name="altcha"]')).not.toHaveValue('', PROOF_OF_WORK);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: send })).toBeFocused();
    await expect(page.locator('altcha-widget')).toBeHidden();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    expect(await page.locator('form').ariaSnapshot()).not.toMatch(/checkbox|ALTCHA|robot/i);
    await expectNoAxeViolation(page);
  });
}
