import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The axe-core rules a theme's colours can change the result of. A theme changes colours only
 * (light-dark() in src/styles/global.css) and which of the toggle's two hidden icons shows: the
 * other rules find the same in both themes, so a state checked whole in one theme needs only these
 * in the other.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Waits until the fades are over, so colours are measured at rest. */
export async function atRest(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState === 'finished' || a.playState === 'idle'),
  );
}

/** No axe-core violation, once at rest: every rule, or with `colourOnly` the colour rules alone. */
export async function expectNoAxeViolation(page: Page, { colourOnly = false, state = '' } = {}) {
  await atRest(page);
  // Legacy mode runs axe-core in the page itself (and in its same-origin frames): the default
  // opens a blank page each run to merge the results of cross-origin frames, which the site never
  // has (its CSP), and that doubles a run's time.
  const axe = new AxeBuilder({ page }).setLegacyMode();
  const results = await (colourOnly ? axe.withRules(COLOUR_RULES) : axe).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    state,
  ).toEqual([]);
}

/** Both themes at a phone's and a desktop's width, the first theme first. */
const LOOKS = (['light', 'dark'] as const).flatMap((colorScheme) =>
  [375, 1440].map((width) => ({ colorScheme, width })),
);

/** The first look, for a page to load in. */
export async function showFirstLook(page: Page, { height = 900 } = {}) {
  await page.emulateMedia({ colorScheme: LOOKS[0]!.colorScheme });
  await page.setViewportSize({ width: LOOKS[0]!.width, height });
}

/**
 * The page as it is, in each look in turn (the system's theme and the width change in it): axe-core
 * whole in the first theme, its colour rules alone in the other.
 */
export async function expectNoAxeViolationInEachLook(page: Page, { height = 900 } = {}) {
  for (const { colorScheme, width } of LOOKS) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height });
    await expectNoAxeViolation(page, {
      colourOnly: colorScheme !== LOOKS[0]!.colorScheme,
      state: `${colorScheme} theme, ${width} px`,
    });
  }
}
