import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until the app runs it. The prerendered HTML shows first, and the app
 * starts at the visitor's first sign of intent: here the mouse over the page.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await startTheApp(page);
}

/** How long the app may take to start: a few seconds on a busy two-core host. A guard, not a measure. */
export const APP_START = { timeout: 15_000 };

/** Moves the mouse over the page, as a visitor about to use it, and waits until the app runs it. */
export async function startTheApp(page: Page) {
  await page.mouse.move(0, 0);
  await page.mouse.move(5, 5);
  await expect(page.locator('html[data-app="ready"]')).toBeAttached(APP_START);
}

/**
 * Holds the app's code (src/startup/start-app.tsx's chunk) back, as a slow network would, while the
 * prerendered page is already there.
 * Call before opening the page; the returned function lets the code through.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
