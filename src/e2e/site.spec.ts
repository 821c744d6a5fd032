import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { holdTheApp, openPage, startTheApp } from './open-page.ts';

const routes = [
  { path: '/home', heading: /Alex Martin/ },
  { path: '/education', heading: 'Pourquoi me recruter?' },
  { path: '/experience', heading: 'Lastest Project' },
  { path: '/contact', heading: 'Travaillons Ensemble' },
  { path: '/en/home', heading: /Alex Martin/ },
  { path: '/en/education', heading: 'Why hire me?' },
  { path: '/en/experience', heading: 'Latest Project' },
  { path: '/en/contact', heading: "Let's Work Together" },
  { path: '/legal', heading: 'Mentions légales et confidentialité' },
  { path: '/en/legal', heading: 'Legal notice and privacy' },
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

test.describe('the burger menu on a short screen', () => {
  for (const viewport of [
    { width: 320, height: 256 },
    { width: 740, height: 360 },
  ]) {
    test(`scrolls within the screen at ${viewport.width}×${viewport.height}, and every entry can be reached`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/home');
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      const bottom = await menu.evaluate((nav) => nav.getBoundingClientRect().bottom);
      expect(bottom).toBeLessThanOrEqual(viewport.height);

      // From the keyboard, each entry comes into view as it takes focus.
      await page.getByRole('button', { name: 'Fermer le menu' }).focus();
      for (const name of ['Accueil', 'Parcours', 'Portfolio', 'Contact', 'English']) {
        await page.keyboard.press('Tab');
        const entry = menu.getByRole('link', { name, exact: true });
        await expect(entry).toBeFocused();
        await expect(entry).toBeInViewport({ ratio: 1 });
      }

      // With the mouse wheel or a finger, the menu scrolls, the page behind it does not.
      await page.getByRole('link', { name: 'Accueil', exact: true }).focus();
      await menu.hover();
      await page.mouse.wheel(0, 400);
      await expect(menu.getByRole('link', { name: 'English' })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await menu.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/en\/home$/);
    });
  }
});

test.describe('the header with more room for the text', () => {
  /** Whether the theme toggle and every menu entry show whole, on the screen. */
  async function expectHeaderOnScreen(page: Page) {
    await expect(page.getByRole('button', { name: 'Thème sombre' })).toBeInViewport({ ratio: 1 });
    for (const link of await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }

  test.describe('WCAG text spacing (1.4.12)', () => {
    // The spacing is a user style sheet; the pages' CSP would refuse it as an inline style.
    test.use({ bypassCSP: true });

    test('keeps the theme toggle and the menu on screen from 769 to 900 px', async ({ page }) => {
      await page.setViewportSize({ width: 900, height: 700 });
      await open(page, '/home');
      await page.addStyleTag({
        content: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
      });
      // Just above the burger's breakpoint, where the menu has the least room.
      for (const width of [769, 800, 830, 900]) {
        await page.setViewportSize({ width, height: 700 });
        await expectHeaderOnScreen(page);
      }
    });
  });

  test('a larger default text size moves the breakpoints with it: the menu goes behind the burger at 48em', async ({ page }) => {
    // The browser's text size setting, 20 px instead of 16: 48em is then 960 px.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20 } });
    await page.setViewportSize({ width: 900, height: 700 });
    await open(page, '/home');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    await expectHeaderOnScreen(page);
    await page.setViewportSize({ width: 1000, height: 700 });
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
    await expectHeaderOnScreen(page);
  });
});

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
      await startTheApp(page);
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

test.describe('the Parcours tabs under the mouse', () => {
  // No colour transition: the styles are read at once.
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });

  test('a hovered tab does not look selected', async ({ page }) => {
    const look = (tab: Locator) =>
      tab.evaluate((el) => {
        const style = getComputedStyle(el);
        return { border: style.borderTopColor, color: style.color, background: style.backgroundColor };
      });
    await open(page, '/education');
    const selected = await look(page.getByRole('tab', { name: 'Experience' }));
    const formation = page.getByRole('tab', { name: 'Formation' });
    const atRest = await look(formation);
    await formation.hover();
    const hovered = await look(formation);
    // The hover shows, and is not the selected look.
    expect(hovered).not.toEqual(atRest);
    expect(hovered.border).not.toBe(selected.border);
    expect(hovered.color).not.toBe(selected.color);
  });
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

test('every page ends with the site footer, which leads to the legal notice in its language', async ({ page }) => {
  // Eleven page loads.
  test.slow();
  for (const route of routes) {
    await open(page, route.path);
    const english = route.path.startsWith('/en/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCount(1);
    await expect(footer).toContainText('Alex Martin');
    const legal = footer.getByRole('link', { name: english ? 'Legal notice and privacy' : 'Mentions légales et confidentialité' });
    await expect(legal).toHaveAttribute('href', english ? '/en/legal' : '/legal');
  }
  await open(page, '/experience');
  await page.getByRole('contentinfo').getByRole('link').click();
  await expect(page).toHaveURL(/[^n]\/legal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales et confidentialité' })).toBeFocused();
});

for (const { path, publisher, host, privacy } of [
  { path: '/legal', publisher: 'Éditeur du site', host: 'Hébergeur', privacy: 'Vos données personnelles' },
  { path: '/en/legal', publisher: 'Publisher', host: 'Host', privacy: 'Your personal data' },
]) {
  test(`${path} is a prerendered page with the publisher, the host and the privacy notice`, async ({ page, request }) => {
    // In the HTML itself, before any script.
    const html = await (await request.get(path)).text();
    for (const text of [publisher, 'Alex Martin', 'alex.martin@example.com', host, 'Netlify, Inc., 512 2nd Street, Suite 200, San Francisco, CA 94107', privacy, 'Resend']) {
      expect(html).toContain(text);
    }
    await open(page, path);
    for (const name of [publisher, host, privacy]) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'alex.martin@example.com' }).first()).toHaveAttribute('href', 'mailto:alex.martin@example.com');
  });
}

for (const { path, kept, more, privacy } of [
  { path: '/contact', kept: /Votre nom, votre email, votre téléphone, le sujet et le message sont gardés 21 jours chez Netlify.*Resend/, more: 'Tout sur vos données', privacy: 'Vos données personnelles' },
  { path: '/en/contact', kept: /Your name, email, phone, subject and message are kept for 21 days by Netlify.*Resend/, more: 'More about your data', privacy: 'Your personal data' },
]) {
  test(`${path} says under the form what becomes of the personal data, for as long as the mail function keeps it`, async ({ page }) => {
    await open(page, path);
    // The preview's build and function both run with MAIL_KEEP_DAYS=21 (playwright.config.ts).
    const note = page.getByText(kept);
    await expect(note).toBeVisible();
    const form = (await page.locator('form').boundingBox())!;
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.y).toBeGreaterThanOrEqual(form.y + form.height);
    await expect(note.getByRole('link', { name: 'alex.martin@example.com' })).toHaveAttribute('href', 'mailto:alex.martin@example.com');

    await note.getByRole('link', { name: more }).click();
    await expect(page).toHaveURL(/\/legal#privacy$/);
    await expect(page.getByRole('heading', { level: 2, name: privacy })).toBeInViewport();
  });
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero video does not play and the texts do not fade', async ({ page }) => {
    await open(page, '/home');
    await page.waitForLoadState('load');
    const video = page.locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    // Nothing of the video is fetched.
    expect(await video.evaluate((v: HTMLVideoElement) => v.readyState === v.HAVE_NOTHING)).toBe(true);
    const media = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/media\/hero\.(webm|mp4)/.test(entry.name)).length);
    expect(media).toBe(0);
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

test('the hero video: its poster once the page has loaded, then it plays after the first intent, app or not', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/home', { waitUntil: 'load' });
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
  await page.getByRole('button', { name: 'Mettre la vidéo en pause' }).click();
  release();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(page.getByRole('button', { name: 'Lire la vidéo' })).toBeVisible();
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

for (const path of ['/contact', '/en/contact']) {
  test(`${path} has no axe-core violation once the proof of work has run`, async ({ page }) => {
    await open(page, path);
    await page.getByRole('textbox').first().focus();
    await expect(page.locator('altcha-widget input[name="altcha"]')).not.toHaveValue('', { timeout: 20_000 });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
}

test('no request leaves the site origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(baseURL!) && !req.url().startsWith('data:')) foreign.push(req.url());
  });
  for (const route of routes) await open(page, route.path);
  expect(foreign).toEqual([]);
});

test.describe('before the app runs', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const path of ['/contact', '/en/contact', '/message-sent']) {
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
    await page.goto('/education', { waitUntil: 'load' });
    await page.waitForTimeout(1_000);
    await expect(page.locator('html[data-app]')).toHaveCount(0);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    const preloaded = (await page.locator('script[data-preload]').getAttribute('data-preload'))!.split(' ');
    expect(preloaded.some((file) => /\/education-[^/]+\.js$/.test(file))).toBe(true);
    for (const file of preloaded) expect(fetched).toContain(file);
  });

  test('a press on a control before the app runs is answered once the app starts, once', async ({ page }) => {
    await page.goto('/home', { waitUntil: 'load' });
    await expect(page.locator('html[data-app]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();

    await page.goto('/education', { waitUntil: 'load' });
    const tab = page.getByRole('tab').nth(2);
    await tab.tap();
    await expect(tab).toHaveAttribute('aria-selected', 'true');

    await page.goto('/experience', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Projet suivant' }).tap();
    await expect(page.getByText('2 / 8', { exact: true })).toBeVisible();
  });

  test('the menu and the theme, pressed while the app is still coming, show at once; the app then agrees', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/home', { waitUntil: 'load' });
    const burger = page.locator('header button[aria-expanded]');
    const contact = page.getByRole('link', { name: 'Contact', exact: true });
    await burger.tap();
    await expect(contact).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Thème sombre' }).tap();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html[data-app]')).toHaveCount(0);

    release();
    await expect(page.locator('html[data-app="ready"]')).toBeAttached({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(contact).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: 'Fermer le menu' }).tap();
    await expect(contact).toBeHidden();
  });

  test('a press before the app runs shows before the hero video starts', async ({ page }) => {
    await page.goto('/home', { waitUntil: 'load' });
    await page.evaluate(() => {
      const times: Record<string, number> = ((window as unknown as { times: Record<string, number> }).times = {});
      document.querySelector('video')!.addEventListener('play', () => (times.video ??= performance.now()));
      // The app's answer: the page alone opens the menu but cannot rename its button.
      const burger = document.querySelector('header button[aria-expanded]')!;
      new MutationObserver(() => {
        if (burger.getAttribute('aria-label') === 'Fermer le menu') times.menu ??= performance.now();
      }).observe(burger, { attributes: true });
    });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    const times = await page.evaluate(() => (window as unknown as { times: Record<string, number> }).times);
    expect(times.menu).toBeLessThan(times.video!);
  });
});
