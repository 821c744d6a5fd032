import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

const pages = [
  { path: '/home', heading: 'Alex', text: 'Télécharger CV' },
  { path: '/education', heading: 'Pourquoi me', text: 'Stage en informatique' },
  { path: '/experience', heading: 'Lastest', text: 'Jeu du Snake' },
  { path: '/contact', heading: 'Travaillons', text: 'Contactez' },
];

test.describe('prerendered HTML', () => {
  for (const page of pages) {
    test(`${page.path} carries its content, metadata and JSON-LD before any script runs`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${page.heading}`));
      expect(html).toContain(page.text);
      expect(html).toContain('<html lang="fr">');
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${page.path}"`));
      for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
        expect(html).toContain(`<meta property="${property}"`);
      }
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
      const person = JSON.parse(jsonLd!) as Record<string, unknown>;
      expect(person).toMatchObject({ '@type': 'Person', name: 'Alex Martin', jobTitle: 'Étudiant en informatique' });
    });
  }

  test('the social image, sitemap and robots.txt are served', async ({ request }) => {
    const image = await request.get('/og-image.png');
    expect(image.headers()['content-type']).toContain('image/png');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of pages) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${page.path}</loc>`));
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});

test.describe('in the browser', () => {
  for (const page of pages) {
    test(`${page.path} hydrates with no warning and no CSP violation`, async ({ page: tab }) => {
      const messages: string[] = [];
      tab.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
      });
      tab.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await tab.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await openPage(tab, page.path);
      await tab.waitForLoadState('networkidle');
      // Hydrated: a menu link navigates inside the app, without loading a new document.
      await tab.evaluate(() => Object.assign(window, { sameDocument: true }));
      await tab.getByRole('link', { name: 'Parcours', exact: true }).click();
      await expect(tab).toHaveURL(/\/education$/);
      expect(await tab.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(messages).toEqual([]);
    });
  }
});

test('static responses carry the security headers', async ({ request }) => {
  for (const path of ['/home', '/favicon.svg', '/cv.pdf']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'];
    expect(csp, path).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  }
});

test('hashed assets are cached for good, pages are revalidated', async ({ page, request }) => {
  await page.goto('/home');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/home')).headers()['cache-control']).toMatch(/max-age=0, must-revalidate/);
});
