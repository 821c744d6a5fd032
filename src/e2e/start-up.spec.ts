import { expect, test } from '@playwright/test';
import { defaultLanguage, publishedLanguages } from '../content/languages.ts';
import { MESSAGE_SENT, pagePath, pageTexts } from '../content/pages.ts';
import { projects } from '../content/projects.ts';
import { ui } from '../content/ui.ts';
import { APP_START, holdTheApp } from './open-page.ts';

/**
 * What a visitor meets before the app runs (src/startup): a page that is only read runs none of
 * it, the hero video waits for the first intent, and a press is answered before the app and again
 * by it. These tests run in Chromium itself, not in its headless shell, which puts a pointer over
 * every page it loads: a first intent no visitor made (playwright.config.ts).
 */

const lang = defaultLanguage;
const t = ui[lang];
const n = projects.length;

test('the hero video: its poster once the page has loaded, then it plays after the first intent, app or not', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto(pagePath('home', lang), { waitUntil: 'load' });
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', /hero-poster/);
  // A page that is only read: still, nothing of the video fetched.
  await page.waitForTimeout(500);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.readyState === v.HAVE_NOTHING)).toBe(true);

  await page.mouse.move(0, 0);
  await page.mouse.move(5, 5);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  await expect(page.locator('html[data-app]')).toHaveCount(0);

  // Pressed before the app runs: answered once it has started.
  await page.getByRole('button', { name: t.home.pauseVideo }).click();
  release();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(page.getByRole('button', { name: t.home.playVideo })).toBeVisible();
});

test.describe('before the app runs', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const path of [
    ...publishedLanguages.map((language) => pagePath('contact', language)),
    pagePath(MESSAGE_SENT, lang),
  ]) {
    test(`${path} readies only scripts that exist`, async ({ page, request }) => {
      await page.goto(path);
      const preloaded = (await page.locator('script[data-preload]').getAttribute('data-preload'))!.split(' ');
      for (const file of preloaded) {
        const response = await request.get(file);
        expect(response.headers()['content-type'], file).toMatch(/javascript/);
      }
    });
  }

  test('a page that is only read runs no app code, and has it ready to start', async ({ page }) => {
    await page.goto(pagePath('education', lang), { waitUntil: 'load' });
    await page.waitForTimeout(1_000);
    await expect(page.locator('html[data-app]')).toHaveCount(0);
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    const preloaded = (await page.locator('script[data-preload]').getAttribute('data-preload'))!.split(' ');
    expect(preloaded.some((file) => /\/education-[^/]+\.js$/.test(file))).toBe(true);
    for (const file of preloaded) expect(fetched).toContain(file);
    // Its styles are inline: the files the app's chunks name are linked disabled, never fetched.
    expect(fetched.filter((file) => file.endsWith('.css'))).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"][disabled]')).not.toHaveCount(0);
  });

  test('a press on a control before the app runs is answered once the app starts, once', async ({ page }) => {
    await page.goto(pagePath('home', lang), { waitUntil: 'load' });
    await expect(page.locator('html[data-app]')).toHaveCount(0);
    await page.getByRole('button', { name: t.layout.openMenu }).tap();
    await expect(page.getByRole('button', { name: t.layout.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: pageTexts.contact[lang].label, exact: true })).toBeVisible();

    await page.goto(pagePath('education', lang), { waitUntil: 'load' });
    const third = page.getByRole('tab').nth(2);
    await third.tap();
    await expect(third).toHaveAttribute('aria-selected', 'true');

    await page.goto(pagePath('experience', lang), { waitUntil: 'load' });
    await page.getByRole('button', { name: t.portfolio.next }).tap();
    await expect(page.getByText(`${Math.min(2, n)} / ${n}`, { exact: true })).toBeVisible();
  });

  test('the menu and the theme, pressed while the app is still coming, show at once; the app then agrees', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(pagePath('home', lang), { waitUntil: 'load' });
    const burger = page.locator('header button[aria-expanded]');
    const contact = page.getByRole('link', { name: pageTexts.contact[lang].label, exact: true });
    await burger.tap();
    await expect(contact).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: t.layout.darkTheme }).tap();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html[data-app]')).toHaveCount(0);

    release();
    await expect(page.locator('html[data-app="ready"]')).toBeAttached(APP_START);
    await expect(page.getByRole('button', { name: t.layout.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    await expect(contact).toBeVisible();
    await expect(page.getByRole('button', { name: t.layout.darkTheme })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: t.layout.closeMenu }).tap();
    await expect(contact).toBeHidden();
  });

  test('a press before the app runs shows before the hero video starts, or the video waits a second', async ({
    page,
  }) => {
    await page.goto(pagePath('home', lang), { waitUntil: 'load' });
    await page.evaluate((closeMenu) => {
      const times: Record<string, number> = ((window as unknown as { times: Record<string, number> }).times = {});
      document.querySelector('video')!.addEventListener('play', () => (times.video ??= performance.now()));
      addEventListener('pointerdown', () => (times.intent ??= performance.now()), { capture: true });
      // The app's answer: the page alone opens the menu but cannot rename its button.
      const burger = document.querySelector('header button[aria-expanded]')!;
      new MutationObserver(() => {
        if (burger.getAttribute('aria-label') === closeMenu) times.menu ??= performance.now();
      }).observe(burger, { attributes: true });
    }, t.layout.closeMenu);
    await page.getByRole('button', { name: t.layout.openMenu }).tap();
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    const times = await page.evaluate(() => (window as unknown as { times: Record<string, number> }).times);
    // The video waits for the app's answer, or a second after the intent should the app be slow.
    expect(times.video).toBeGreaterThan(Math.min(times.menu ?? Infinity, times.intent! + 1000));
  });
});
