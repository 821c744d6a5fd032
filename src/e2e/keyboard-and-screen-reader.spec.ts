import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openPage } from './open-page';

/**
 * What keyboard and screen-reader users rely on and axe-core cannot see: where focus is, whether it
 * can be seen, and what the browser's accessibility tree tells assistive technologies.
 */

const focusablePages = ['/home', '/education', '/experience', '/contact'];

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
  await name.focus();
  await page.keyboard.press('Tab');
  await expect(name).toHaveAttribute('aria-invalid', 'true');

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

test.describe('the carousel', () => {
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
      await page.getByRole('region', { name: 'Projets' }).focus();
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
      // The two buttons and the two links.
      expect(boxes).toHaveLength(4);
      for (let i = 1; i < boxes.length; i++) {
        const [before, after] = [boxes[i - 1]!, boxes[i]!];
        const sameRow = Math.abs(after.y - before.y) <= 12;
        const isLater = sameRow ? after.x > before.x : after.y > before.y;
        expect(isLater, `"${after.name}" comes after "${before.name}" on screen`).toBe(true);
      }
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
    return { role: node.role?.value as string, name: node.name?.value as string, states };
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
  });
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

    const ratio = await page.getByText('Github Repository', { exact: true }).evaluate((el) => {
      const channels = (color: string) => color.match(/[\d.]+/g)!.map(Number);
      const [r, g, b, alpha = 1] = channels(getComputedStyle(el).color);
      const [br, bg, bb] = channels(getComputedStyle(document.body).backgroundColor);
      const mix = [r! * alpha + br! * (1 - alpha), g! * alpha + bg! * (1 - alpha), b! * alpha + bb! * (1 - alpha)];
      const luminance = (rgb: number[]) => {
        const [lr, lg, lb] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
      };
      const [light, dark] = [luminance(mix), luminance([br!, bg!, bb!])].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
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

test('a field error that appears when the field is left is announced', async ({ page }) => {
  await openPage(page, '/contact');
  // Live regions only announce changes: the one that will speak must be in the page before the error.
  await page.evaluate(() => document.querySelectorAll('[aria-live], [role="status"], [role="alert"]').forEach((el) => el.setAttribute('data-before', '')));
  const name = page.getByRole('textbox', { name: 'Nom complet' });
  await name.focus();
  await page.keyboard.press('Tab');
  const error = page.getByText('Le nom est requis.');
  await expect(error).toBeVisible();
  const region = await error.evaluate((el) => {
    const live = el.closest('[aria-live], [role="status"], [role="alert"]');
    return live && { politeness: live.getAttribute('aria-live') ?? live.getAttribute('role'), before: live.hasAttribute('data-before') };
  });
  expect(region).toEqual({ politeness: 'polite', before: true });
  await expect(name).toHaveAccessibleDescription('Le nom est requis.');
});
