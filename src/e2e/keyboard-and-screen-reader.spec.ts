import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fillForm, holdSends, messageFrom, SEND_OUTCOME } from './contact-form.ts';
import { contrast, opaque, over } from './contrast.ts';
import { projects } from '../content/projects.ts';
import { openPage } from './open-page.ts';

/**
 * What keyboard and screen-reader users rely on and axe-core cannot see: where focus is, whether it
 * can be seen, and what the browser's accessibility tree tells assistive technologies.
 */

const focusablePages = ['/home', '/education', '/experience', '/contact', '/legal'];

/** The focused element inside the page's main content, where it is on screen, or null elsewhere. */
function focusInMain(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
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
    if (await page.evaluate(() => document.activeElement === document.body)) break;
    const focus = await focusInMain(page);
    if (!focus) continue;
    inMain++;
    const height = focus.bottom - focus.top;
    if (height <= focus.viewportHeight - focus.headerBottom) {
      expect(focus.top, `"${focus.name}" starts below the fixed header`).toBeGreaterThanOrEqual(focus.headerBottom - 0.5);
    } else {
      // Taller than the space below the header: it cannot all show, but it must show there.
      expect(focus.bottom, `"${focus.name}" shows below the fixed header`).toBeGreaterThan(focus.headerBottom);
    }
    expect(focus.top, `"${focus.name}" shows in the viewport`).toBeLessThan(focus.viewportHeight);
  }
  expect(inMain).toBeGreaterThan(0);
}

test.describe('the fixed header never hides the focused element', () => {
  for (const viewport of [
    { width: 320, height: 568 },
    { width: 375, height: 812 },
    { width: 1440, height: 500 },
  ]) {
    for (const path of focusablePages) {
      test(`${path} at ${viewport.width}×${viewport.height}, Tab then Shift+Tab`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openPage(page, path);
        await walkFocus(page, 'Tab');
        await walkFocus(page, 'Shift+Tab');
      });
    }
  }

  test('Shift+Tab from the "Sur moi" panel back to its tab at 375×812', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/education');
    await page.getByRole('tab', { name: 'Experience' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const tab = page.getByRole('tab', { name: 'Sur moi' });
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
  const name = page.getByRole('textbox', { name: 'Nom complet' });
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
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

      const pause = page.getByRole('button', { name: 'Mettre la vidéo en pause' });
      await expect(pause).toBeInViewport({ ratio: 1 });
      for (let step = 0; step < 20 && !(await pause.evaluate((b) => b === document.activeElement)); step++) {
        await page.keyboard.press('Tab');
      }
      await expect(pause).toBeFocused();

      await page.keyboard.press('Enter');
      await expect.poll(playing).toBe(false);
      const play = page.getByRole('button', { name: 'Lire la vidéo' });
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
    await expect(page.getByRole('button', { name: 'Lire la vidéo' })).toBeVisible();
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
    await page.getByRole('button', { name: 'Mettre la vidéo en pause' }).click();
    await expect.poll(() => playing(page)).toBe(false);

    // Another page, then home again in the app.
    await page.getByRole('link', { name: 'Parcours', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pourquoi me recruter?' })).toBeVisible();
    await page.getByRole('link', { name: 'Accueil', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expectStill(page);

    // A new load of the page, in the same visit.
    await openPage(page, '/home');
    await expectStill(page);

    // Played again: it plays on the next pages too.
    await page.getByRole('button', { name: 'Lire la vidéo' }).click();
    await expect.poll(() => playing(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'Mettre la vidéo en pause' })).toBeFocused();
    await openPage(page, '/home');
    await page.waitForLoadState('load');
    await expect.poll(() => playing(page)).toBe(true);
  });
});

test.describe('the carousel', () => {
  for (const { path, region, role, label, previous, next } of [
    {
      path: '/experience',
      region: 'Projets',
      role: { carousel: 'carrousel', slide: 'diapositive' },
      label: (n: number) => `Projet ${n} sur 8 : ${projects[n - 1]!.title.fr}`,
      previous: 'Projet précédent',
      next: 'Projet suivant',
    },
    {
      path: '/en/experience',
      region: 'Projects',
      role: { carousel: 'carousel', slide: 'slide' },
      label: (n: number) => `Project ${n} of 8: ${projects[n - 1]!.title.en}`,
      previous: 'Previous project',
      next: 'Next project',
    },
  ]) {
    test(`${path}: shows one slide, named after its project and announced at each step, and is no Tab stop itself`, async ({ page }) => {
      await openPage(page, path);
      const carousel = page.getByRole('region', { name: region });
      await expect(carousel).toHaveAttribute('aria-roledescription', role.carousel);
      const slide = carousel.getByRole('group');
      await expect(slide).toHaveCount(1);
      await expect(slide).toHaveAttribute('aria-roledescription', role.slide);
      await expect(slide).toHaveAccessibleName(label(1));
      await expect(slide.getByRole('heading', { level: 2 })).toHaveText(label(1).split(/ : |: /)[1]!);

      // From the page's heading, Tab goes to the first control: the carousel itself takes no focus.
      await page.getByRole('heading', { level: 1 }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: previous })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: next })).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(slide).toHaveAccessibleName(label(2));
      // What the live region says: the slide's name, not only "2 / 8".
      const announcer = carousel.locator('[aria-live="polite"]');
      await expect(announcer).toHaveCount(1);
      const spoken = () => announcer.ariaSnapshot();
      expect(await spoken()).toContain(label(2));
      expect(await spoken()).not.toContain('/ 8');
      // The arrow keys step too, from the carousel's controls.
      await page.keyboard.press('ArrowRight');
      await expect(slide).toHaveAccessibleName(label(3));
      expect(await spoken()).toContain(label(3));
    });
  }


  test('keeps focus on its buttons at both ends', async ({ page }) => {
    await openPage(page, '/experience');
    const previous = page.getByRole('button', { name: 'Projet précédent' });
    const next = page.getByRole('button', { name: 'Projet suivant' });
    await next.focus();
    for (let n = 2; n <= 8; n++) {
      await page.keyboard.press('Enter');
      await expect(page.getByText(`${n} / 8`)).toBeVisible();
    }
    await expect(next).toBeFocused();
    await expect(next).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(page.getByText('8 / 8')).toBeVisible();

    // Tab goes on to the project's links, not back to the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /^Live Project/ })).toBeFocused();

    await previous.focus();
    for (let n = 7; n >= 1; n--) {
      await page.keyboard.press('Enter');
      await expect(page.getByText(`${n} / 8`)).toBeVisible();
    }
    await expect(previous).toBeFocused();
    await expect(previous).toBeDisabled();
  });

  for (const width of [375, 768, 1024, 1440]) {
    test(`takes focus in the order it shows its controls at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/experience');
      await page.getByRole('heading', { level: 1 }).focus();
      const boxes: { name: string; x: number; y: number }[] = [];
      for (let step = 0; step < 10; step++) {
        await page.keyboard.press('Tab');
        const box = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          if (!focused.closest('[aria-roledescription="carrousel"]')) return null;
          const rect = focused.getBoundingClientRect();
          // Document coordinates: tabbing may scroll.
          return { name: focused.getAttribute('aria-label') ?? focused.textContent!, x: rect.left, y: rect.top + rect.height / 2 + window.scrollY };
        });
        if (!box) break;
        boxes.push(box);
      }
      // The two buttons, the two links and the link to the project's page.
      expect(boxes).toHaveLength(5);
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
      if (burger) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('link', { name: 'Alex Martin' }).focus();
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
      const entries = ['Accueil', 'Parcours', 'Portfolio', 'Contact', 'English'];
      // The bar's controls, then the menu: the burger leads straight into the menu it opens.
      expect(order.map((item) => item.name)).toEqual(['Thème sombre', ...(burger ? ['Fermer le menu'] : []), ...entries]);
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
    await page.getByRole('link', { name: 'Parcours', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/education$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pourquoi me recruter?' })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('moves focus to the new page heading from the burger menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/home');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).focus();
    await page.keyboard.press('Enter');
    const portfolio = page.getByRole('link', { name: 'Portfolio' });
    await portfolio.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/experience$/);
    await expect(portfolio).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Lastest Project' })).toBeFocused();
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
  expect(heading.name).toBe('Alex Martin');
});

test.describe('English words on the French pages', () => {
  const languageOf = (element: Locator) => element.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));

  test('are marked as English, the page stays French', async ({ page }) => {
    await openPage(page, '/experience');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await languageOf(page.getByRole('heading', { level: 1 }))).toBe('en');
    expect(await languageOf(page.getByText('Live Project', { exact: true }))).toBe('en');
    expect(await languageOf(page.getByText('Github Repository', { exact: true }))).toBe('en');
    expect(await languageOf(page.getByRole('heading', { level: 2 }))).toBe('fr');

    await openPage(page, '/education');
    expect(await languageOf(page.getByRole('tab', { name: 'Experience' }))).toBe('en');
    expect(await languageOf(page.getByRole('tab', { name: 'Formation' }))).toBe('fr');
    await page.getByRole('tab', { name: 'Compétences' }).click();
    expect(await languageOf(page.getByText('Versioning', { exact: true }))).toBe('en');
    expect(await languageOf(page.getByText('Bases de données', { exact: true }))).toBe('fr');
  });

  test('and French words on the English pages are marked as French', async ({ page }) => {
    await openPage(page, '/en/education');
    await page.getByRole('tab', { name: 'Education' }).click();
    expect(await languageOf(page.getByText('Assez Bien', { exact: true }))).toBe('fr');
    expect(await languageOf(page.getByText('French baccalaureate (general)', { exact: true }))).toBe('en');
  });
});

test('the skills tab adds no landmark: its groups are headed cards', async ({ page }) => {
  await openPage(page, '/education');
  await page.getByRole('tab', { name: 'Compétences' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(9);
  await expect(panel.getByRole('region')).toHaveCount(0);
  expect(await panel.ariaSnapshot()).not.toMatch(/^\s*- (region|complementary|navigation|form|search)\b/m);
});

test.describe('the project links', () => {
  test('say which project they open, and that they open a new tab', async ({ page }) => {
    await openPage(page, '/experience');
    for (let n = 1; n <= 2; n++) {
      const title = await page.getByRole('heading', { level: 2 }).textContent();
      const live = page.getByRole('link', { name: /^Live Project/ });
      await expect(live).toHaveAccessibleName(`Live Project (${title}, nouvel onglet)`);
      await expect(live).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('link', { name: /^Github Repository/ })).toHaveAccessibleName(
        `Github Repository (${title}, nouvel onglet)`,
      );
      await page.getByRole('button', { name: 'Projet suivant' }).click();
    }
  });

  test('show a missing repository as an unavailable link, in readable contrast', async ({ page }) => {
    await openPage(page, '/experience');
    const unavailable = page.locator('[aria-disabled="true"]', { hasText: 'Github Repository' });
    for (let n = 1; n < 8 && !(await unavailable.count()); n++) await page.getByRole('button', { name: 'Projet suivant' }).click();
    const title = await page.getByRole('heading', { level: 2 }).textContent();
    const node = await accessibilityNode(page, unavailable);
    expect(node).toMatchObject({ role: 'link', name: `Github Repository (${title}, non disponible)`, states: { disabled: true } });

    const colours = await page
      .getByText('Github Repository', { exact: true })
      .evaluate((el) => ({ text: getComputedStyle(el).color, page: getComputedStyle(document.body).backgroundColor }));
    const background = opaque(colours.page);
    expect(contrast(over(colours.text, background), background)).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('the Parcours tabs', () => {
  for (const [width, orientation] of [
    [1440, 'vertical'],
    [1024, 'horizontal'],
    [375, 'horizontal'],
  ] as const) {
    test(`tell their ${orientation} orientation and control panels that exist at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/education');
      await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', orientation);
      for (const name of ['Experience', 'Formation', 'Compétences', 'Sur moi']) {
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
    [200, 'Message envoyé avec succès !'],
    [500, "Erreur lors de l'envoi. Vérifie la console."],
  ] as const) {
    test(`leaves the keyboard's focus on the send button while sending and after: ${outcome}`, async ({ page }) => {
      const send = await holdSends(page);
      await openPage(page, '/contact');
      await fillForm(page, messageFrom('focus'));
      const button = page.getByRole('button', { name: 'Envoyer le message' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Envoi en cours…' })).toBeFocused();
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
          const region = element?.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]');
          // A hidden region (the proof of work's widget has some) says nothing.
          if (region?.checkVisibility()) spoke.set(region, region.textContent ?? '');
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const spoken = () => page.evaluate(() => (window as unknown as { liveRegionsThatSpoke: () => string[] }).liveRegionsThatSpoke());

    const name = page.getByRole('textbox', { name: 'Nom complet' });
    await name.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Le nom est requis.')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Envoyer le message' }).press('Enter');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Le nom est requis.');
    await expect(page.getByRole('textbox', { name: 'Votre message' })).toHaveAccessibleDescription('Le message est requis.');
    expect(await spoken()).toEqual(['Message non envoyé : corrigez les champs signalés.']);

    // Still in the field: each keystroke judges it again.
    await page.keyboard.type('C');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Le nom est requis.')).toHaveCount(0);
    await page.keyboard.press('Backspace');
    await expect(name).toHaveAccessibleDescription('Le nom est requis.');
    expect(await spoken()).toEqual(['Message non envoyé : corrigez les champs signalés.']);
  });
});

for (const { path, message, send } of [
  { path: '/contact', message: 'Votre message', send: 'Envoyer le message' },
  { path: '/en/contact', message: 'Your message', send: 'Send message' },
]) {
  test(`${path}: the proof of work adds no Tab stop and nothing a screen reader meets`, async ({ page }) => {
    await openPage(page, path);
    await page.getByRole('textbox', { name: message }).focus();
    await expect(page.locator('altcha-widget input[name="altcha"]')).not.toHaveValue('', { timeout: 20_000 });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: send })).toBeFocused();
    await expect(page.locator('altcha-widget')).toBeHidden();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    expect(await page.locator('form').ariaSnapshot()).not.toMatch(/checkbox|ALTCHA|robot/i);
  });
}
