import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { holdTheApp, openPage } from './open-page';

const routes = [
  { path: '/home', heading: /Alex Martin/ },
  { path: '/education', heading: 'Pourquoi me recruter?' },
  { path: '/experience', heading: 'Lastest Project' },
  { path: '/contact', heading: 'Travaillons Ensemble' },
  { path: '/en/home', heading: /Alex Martin/ },
  { path: '/en/education', heading: 'Why hire me?' },
  { path: '/en/experience', heading: 'Latest Project' },
  { path: '/en/contact', heading: "Let's Work Together" },
];
const widths = [375, 768, 1440];

async function open(page: Page, path: string) {
  await openPage(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } });

    for (const route of routes) {
      test(`${route.path} shows its page without horizontal scrolling`, async ({ page }) => {
        await open(page, route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page).toHaveTitle(/Alex Martin/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }

    test('the menu sits behind a burger only at 768 px or less', async ({ page }) => {
      await open(page, '/home');
      const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
      const portfolio = page.getByRole('link', { name: 'Portfolio' });
      if (width > 768) {
        await expect(burger).toBeHidden();
        await expect(portfolio).toBeVisible();
        return;
      }
      await expect(burger).toBeVisible();
      await expect(portfolio).toBeHidden();
      await burger.click();
      await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
      await portfolio.click();
      await expect(page).toHaveURL(/\/experience$/);
      await expect(portfolio).toBeHidden();
      await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
    });

    test('the language switch leads to the same page in English and back, at every width', async ({ page }) => {
      await open(page, '/experience');
      const openMenu = async (name: string) => {
        if (width <= 768) await page.getByRole('button', { name }).click();
      };
      await openMenu('Ouvrir le menu');
      const english = page.getByRole('link', { name: 'English' });
      await expect(english).toHaveAttribute('hreflang', 'en');
      await expect(english).toHaveAttribute('lang', 'en');
      await english.click();
      await expect(page).toHaveURL(/\/en\/experience$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Latest Project' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle('Portfolio · Alex Martin');

      await openMenu('Open the menu');
      const french = page.getByRole('link', { name: 'Français' });
      await expect(french).toHaveAttribute('hreflang', 'fr');
      await expect(french).toHaveAttribute('lang', 'fr');
      await french.click();
      await expect(page).toHaveURL(/[^n]\/experience$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Lastest Project' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });
}

test.describe('routing', () => {
  for (const url of ['/', '/nope', '/foo/bar']) {
    test(`${url} lands on /home`, async ({ page }) => {
      await page.goto(url);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: /Alex Martin/ })).toBeVisible();
    });
  }

  for (const url of ['/en', '/en/', '/en/nope', '/en/foo/bar']) {
    test(`${url} lands on /en/home`, async ({ page }) => {
      await page.goto(url);
      await expect(page).toHaveURL(/\/en\/home$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('link', { name: 'Download CV' })).toBeVisible();
    });
  }

  test('a deep link reloads on its own page', async ({ page }) => {
    await open(page, '/contact');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Travaillons Ensemble' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 640 }, hasTouch: true, isMobile: true });

    test('a visitor who scrolls before the app starts stays where they are, and the next page opens at its top', async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto('/contact');
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
      const readingAt = await page.evaluate(() => scrollY);

      release();
      await expect(page.locator('html[data-app="ready"]')).toBeAttached();
      // Past the app's first render and its effects.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      expect(await page.evaluate(() => scrollY)).toBe(readingAt);

      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('link', { name: 'Parcours' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pourquoi me recruter?' })).toBeVisible();
      expect(await page.evaluate(() => scrollY)).toBe(0);
    });
  });
});

test('the Parcours tabs work from the keyboard', async ({ page }) => {
  await open(page, '/education');
  await page.getByRole('tab', { name: 'Experience' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Formation' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('DUT informatique');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Sur moi' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Française');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tabpanel')).toContainText('Avril 2025 - Juin 2025');
});

test('the carousel goes from 01 to 08 and back, both ends disabled', async ({ page }) => {
  await open(page, '/experience');
  const previous = page.getByRole('button', { name: 'Projet précédent' });
  const next = page.getByRole('button', { name: 'Projet suivant' });
  await expect(previous).toBeDisabled();
  for (let n = 2; n <= 8; n++) {
    await next.click();
    await expect(page.getByText(`${n} / 8`)).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await expect(page.locator('.portfolio__number')).toHaveText('08');
  for (let n = 7; n >= 1; n--) await previous.click();
  await expect(page.locator('.portfolio__number')).toHaveText('01');
  await expect(previous).toBeDisabled();
  // Every picture the carousel shows is a real image.
  const loaded = await page.locator('.portfolio__picture img').first().evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(loaded).toBeGreaterThan(0);
});

test.describe('motion', () => {
  // The style's animation, not the running ones: a fade of 0.35 s may be over before it is read.
  const animationOf = (page: Page, selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).animationName);

  for (const { path, selector, stay, pick, animation } of [
    {
      path: '/education',
      selector: '[role="tabpanel"]',
      stay: (page: Page) => page.getByRole('tab', { name: 'Experience' }).click(),
      pick: (page: Page) => page.getByRole('tab', { name: 'Formation' }).click(),
      animation: 'panel-in',
    },
    {
      path: '/experience',
      selector: '.portfolio__details',
      stay: (page: Page) => page.getByRole('button', { name: 'Projet précédent' }).click({ force: true }),
      pick: (page: Page) => page.getByRole('button', { name: 'Projet suivant' }).click(),
      animation: 'details-in',
    },
  ]) {
    test(`${path} shows its content at once as it loads, and what the visitor picks fades in`, async ({ page }) => {
      // From the HTML alone, then once the app runs: nothing fades in.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(await animationOf(page, selector)).toBe('none');
      await expect(page.locator('html[data-app="ready"]')).toBeAttached();
      expect(await animationOf(page, selector)).toBe('none');
      // The tab already selected, or the first project's disabled "previous" (clicked all the same): nothing changes.
      await stay(page);
      expect(await animationOf(page, selector)).toBe('none');
      await pick(page);
      await expect.poll(() => animationOf(page, selector)).toBe(animation);
    });
  }
});

for (const { path, link, href } of [
  { path: '/home', link: 'Télécharger CV', href: '/cv.pdf' },
  { path: '/en/home', link: 'Download CV', href: '/en/cv.pdf' },
]) {
  test(`the CV link of ${path} answers its own PDF`, async ({ page, request }) => {
    await open(page, path);
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', href);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero video does not play and the texts do not fade', async ({ page }) => {
    await open(page, '/home');
    await page.waitForLoadState('load');
    const video = page.locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await video.locator('source').count()).toBe(0);
    // Nothing moves, so there is nothing to pause.
    await expect(page.getByRole('button', { name: /vidéo/ })).toHaveCount(0);
    const opacity = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).opacity);
    expect(opacity).toBe('1');
  });
});

test('the hero video plays when motion is welcome', async ({ page }) => {
  await open(page, '/home');
  await page.waitForLoadState('load');
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
});

test.describe('accessibility', () => {
  for (const route of routes) {
    test(`${route.path} has no axe-core violation`, async ({ page }) => {
      await open(page, route.path);
      // Let the fades finish so colours are measured at rest.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });
  }
});

test('no request leaves the site origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(baseURL!) && !req.url().startsWith('data:')) foreign.push(req.url());
  });
  for (const route of routes) await open(page, route.path);
  expect(foreign).toEqual([]);
});
