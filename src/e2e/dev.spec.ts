import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { defaultLanguage, languagePrefix } from '../content/languages.ts';
import { pagePath } from '../content/pages.ts';
import { skillCategories } from '../content/skills.ts';
import { ui } from '../content/ui.ts';
import { prefixedLanguages } from '../test/content-expectations.ts';
import { openPage } from './open-page.ts';
import { IDS } from './mail-ids.ts';
import { asPattern } from './site-content.ts';
import { projectRoot } from './project-copy.ts';
import { devURL, suiteCopies } from './servers.ts';
import { newVisitorAddress } from './visitor-address.ts';

test.use({ baseURL: devURL });

const t = ui[defaultLanguage];

test('npm run dev serves a working site and the CV', async ({ page, request }) => {
  // Its first visit alone may take a minute (below), and the CV is made on request after it.
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
  // The first visit also makes Vite prepare the dependencies, which can take a while.
  await page.goto(pagePath('contact', defaultLanguage));
  await expect(page.locator('html[data-app="ready"]')).toBeAttached({ timeout: 60_000 });
  await openPage(page, pagePath('education', defaultLanguage));
  await page.getByRole('tab', { name: t.resume.tabs.skill.text }).click();
  await expect(page.getByRole('tabpanel')).toContainText(skillCategories[0]!.skills[0]!.name);
  expect(errors).toEqual([]);

  const cv = await request.get('/cv.pdf');
  expect(cv.headers()['content-type']).toBe('application/pdf');
});

// The playwright config builds before it starts `npm run dev`, as a developer who built first has it.
// A language under a prefix has a rule of its own (/en/* to /en/home); a site in one language, the
// app shell's alone (/* to /index.html).
const shadowing = prefixedLanguages[0] ?? defaultLanguage;

test.describe("beside a build's dist/", () => {
  test.beforeAll(() => {
    // Otherwise this could not fail: the build's prerendered pages and redirect rule must be there.
    expect(existsSync(`${projectRoot}/dist${pagePath('contact', shadowing)}/index.html`)).toBe(true);
    expect(readFileSync(`${projectRoot}/dist/_redirects`, 'utf8')).toMatch(
      new RegExp(`^${asPattern(languagePrefix(shadowing))}/\\*\\s`, 'm'),
    );
  });

  for (const path of [pagePath('contact', shadowing), pagePath('experience', shadowing)]) {
    test(`npm run dev answers ${path} with Vite's page, which runs with no CSP violation`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (msg) => void (msg.type() === 'error' && problems.push(msg.text())));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect((await response?.text())?.includes('/@vite/client'), "Vite's page, not the build's").toBe(true);
      // The app may wait for the visitor's first intent.
      await page.mouse.move(5, 5);
      await expect(page.locator('html[data-app="ready"]')).toBeAttached({ timeout: 60_000 });
      expect(new URL(page.url()).pathname).toBe(path);
      expect(problems).toEqual([]);
    });
  }
});

test("npm run dev solves the contact form's proof-of-work challenge offline", async ({ page }) => {
  await page.goto(pagePath('contact', defaultLanguage));
  await expect(page.locator('html[data-app="ready"]')).toBeAttached({ timeout: 60_000 });
  await page.getByPlaceholder(t.contact.fields.name.placeholder).focus();
  await expect(page.locator('altcha-widget input[name="altcha"]')).not.toHaveValue('', { timeout: 30_000 });
});

test('npm run dev shows a stored theme before any of its scripts', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  // The page alone: only its inline head script can act.
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort(),
  );
  await page.goto('/home');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
});

test('npm run dev takes a multipart send-form with a file, and runs a retry pass on request', async ({ request }) => {
  const tag = randomBytes(4).toString('hex');
  const picture = Buffer.concat([Buffer.from('\x89PNG\r\n\x1A\n', 'latin1'), randomBytes(2040)]);
  const response = await request.post('/api/v1.0/email/send-form', {
    headers: { Origin: devURL, 'X-Forwarded-For': newVisitorAddress() },
    multipart: {
      name: 'Zoé Garnier',
      email: `zoe.${tag}@example.org`,
      phone: '+33 6 55 44 33 22',
      subject: `Prise de contact ${tag}`,
      message: 'Très intéressée par vos projets — à bientôt !',
      ...IDS,
      attachment: { name: 'aperçu.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('OK');
  // Sent without a challenge solution (no widget here), it is held as on a deploy: its file's name, type and size kept.
  // In the copy it serves from (../playwright.config.ts): its store, not the owner's.
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'inbox', '--', '--json'], { cwd: suiteCopies.dev });
  const kept = (JSON.parse(stdout) as { subject: string; state: string; attachments: unknown[] }[]).find((message) =>
    message.subject.includes(tag),
  );
  expect(kept).toMatchObject({
    state: 'held',
    attachments: [{ filename: 'aperçu.png', contentType: 'image/png', size: 2048 }],
  });

  const pass = await request.post('/.netlify/functions/mail-retry');
  expect(pass.status()).toBe(200);
  expect(await pass.json()).toMatchObject({ due: expect.any(Number), sent: expect.any(Number) });
});
