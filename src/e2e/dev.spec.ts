import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { devURL } from './servers';

test.use({ baseURL: devURL });

test('npm run dev serves a working site and the CV', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
  // The first visit also makes Vite prepare the dependencies, which can take a while.
  await page.goto('/contact');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached({ timeout: 60_000 });
  await openPage(page, '/education');
  await page.getByRole('tab', { name: 'Compétences' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('TypeScript');
  expect(errors).toEqual([]);

  const cv = await request.get('/cv.pdf');
  expect(cv.headers()['content-type']).toBe('application/pdf');
});
