import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until the app runs it (the prerendered HTML shows first, inert). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
}
