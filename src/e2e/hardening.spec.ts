import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { defaultLanguage, languageDetails, publishedLanguages, type Lang } from '../content/languages.ts';
import { legalSections } from '../content/legal.ts';
import { pagePath, pageTexts, projectPath } from '../content/pages.ts';
import { publishedPages } from '../content/published-pages.ts';
import { profile } from '../content/profile.ts';
import { projects, type Project } from '../content/projects.ts';
import { ui } from '../content/ui.ts';
import { inlineBlocks } from '../tooling/headers/content-security-policy.ts';
import { accentText, prefixedLanguages } from '../test/content-expectations.ts';
import { openPage } from './open-page.ts';
import { asHtml, asPattern, atPath, parcoursPanelText, parcoursTabs, previewKeepDays, routes } from './site-content.ts';

declare global {
  interface Window {
    /** Layout shifts not caused by an input, summed as CLS does. */
    unexpectedShifts: number;
  }
}

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

const lang = defaultLanguage;

/** How each page starts its heading and one text it shows, in the HTML (its first words). */
const shows = {
  home: (language: Lang) => ({ heading: profile.name.split(' ')[0]!, text: ui[language].home.downloadCv }),
  education: (language: Lang) => ({
    heading: ui[language].resume.title.lead,
    text: parcoursPanelText(parcoursTabs[0]!, language),
  }),
  experience: (language: Lang) => ({ heading: ui[language].portfolio.title.lead, text: projects[0]!.title[language] }),
  contact: (language: Lang) => ({
    heading: ui[language].contact.title.lead,
    text: ui[language].contact.formTitle.lead,
  }),
  legal: (language: Lang) => ({
    heading: pageTexts.legal[language].label,
    text: legalSections[language](previewKeepDays)[0]!.heading,
  }),
};
const projectShows = (project: Project, language: Lang) => ({
  path: projectPath(project, language),
  lang: language,
  heading: project.title[language],
  text: project.description[language],
});

const pages = [
  ...routes.map((route) => ({
    path: route.path,
    lang: route.lang,
    ...shows[route.id as keyof typeof shows](route.lang),
  })),
  // The first and last projects' pages.
  projectShows(projects[0]!, lang),
  projectShows(projects.at(-1)!, publishedLanguages.at(-1)!),
].map((page) => ({
  ...page,
  heading: asPattern(asHtml(page.heading)),
  text: asHtml(page.text),
  locale: languageDetails[page.lang].ogLocale,
  jobTitle: profile.jobTitle[page.lang],
  resume: pageTexts.education[page.lang].label,
}));

test.describe('prerendered HTML', () => {
  for (const page of pages) {
    test(`${page.path} carries its content, metadata and JSON-LD before any script runs`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${page.heading}`));
      expect(html).toContain(page.text);
      expect(html).toContain(`<html lang="${page.lang}">`);
      expect(html).toContain(`<meta property="og:locale" content="${page.locale}" />`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${page.path}"`));
      // The same page in each published language, the default one's as x-default; none for a site in one language.
      const same = publishedPages.find((each) => each.path === page.path)!;
      const alternates =
        publishedLanguages.length > 1
          ? [...publishedLanguages.map((other) => [other, same.pathIn(other)]), ['x-default', same.pathIn(lang)]]
          : [];
      for (const [hreflang, path] of alternates) {
        expect(html).toMatch(
          new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="https?://[^"/]+${asPattern(path!)}"`),
        );
      }
      expect(html.match(/<link rel="alternate" hreflang=/g) ?? []).toHaveLength(alternates.length);
      for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
        expect(html).toContain(`<meta property="${property}"`);
      }
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
      const person = JSON.parse(jsonLd!) as Record<string, unknown>;
      expect(person).toMatchObject({ '@type': 'Person', name: profile.name, jobTitle: page.jobTitle });
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
      await tab.getByRole('link', { name: page.resume, exact: true }).click();
      await expect(tab).toHaveURL(atPath(pagePath('education', page.lang)));
      expect(await tab.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(messages).toEqual([]);
    });
  }
});

test("the contact form's proof of work loads on the first focus, from the site, with no CSP violation", async ({
  page,
  baseURL,
}) => {
  const messages: string[] = [];
  page.on('console', (msg) => void messages.push(`${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const fetched: string[] = [];
  page.on('request', (request) => void fetched.push(request.url()));
  await openPage(page, pagePath('contact', lang));
  await page.waitForLoadState('networkidle');
  // The proof of work's own files: the widget, its hashing worker and the challenge.
  const proofOfWork = /\/challenge-widget-|\/pbkdf2-|\/api\/v1\.0\/challenge/;
  expect(fetched.filter((url) => proofOfWork.test(url))).toEqual([]);

  await page.getByPlaceholder(ui[lang].contact.fields.name.placeholder).focus();
  // Solved: the widget's hidden field holds the solution.
  await expect(page.locator('altcha-widget input[name="altcha"]')).toHaveValue(/^[A-Za-z0-9+/]+=*$/, {
    timeout: 20_000,
  });
  const widgetFiles = fetched.filter((url) => proofOfWork.test(url));
  expect(widgetFiles.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/challenge-widget-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/pbkdf2-[\w-]+\.js$/),
      '/api/v1.0/challenge',
    ]),
  );
  expect(widgetFiles.every((url) => url.startsWith(baseURL!))).toBe(true);
  expect(messages).toEqual([]);
});

test.describe('first paint from the HTML alone', () => {
  // The app shell (any unknown URL) too.
  for (const path of [...pages.map((page) => page.path), '/index.html']) {
    test(`${path} fetches no stylesheet, font or script before its first paint`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/<link [^>]*rel="(stylesheet|preload|modulepreload)"[^>]*(\.css|as="font"|\.js)/);
      expect(html).not.toMatch(/<script [^>]*\bsrc=/);
      const { styles, scripts } = inlineBlocks(html);
      expect(styles).toHaveLength(1);
      expect(styles[0]).toContain('.site-header');
      // One head script: the stored theme, then the app's start after the first paint.
      expect(scripts).toHaveLength(1);
      expect(html.indexOf('<script data-entry=')).toBeLessThan(html.indexOf('<style>'));
    });

    test(`${path}: the served CSP allows each inline style and script by its hash, and nothing else inline`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const csp = response.headers()['content-security-policy']!;
      const directive = (name: string) =>
        csp
          .split('; ')
          .find((part) => part.startsWith(`${name} `))!
          .split(' ');
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      const { styles, scripts } = inlineBlocks(await response.text());
      for (const style of styles) expect(directive('style-src')).toContain(hash(style));
      for (const script of scripts) expect(directive('script-src')).toContain(hash(script));
      expect(csp).not.toContain('unsafe-inline');
    });
  }

  test("each page inlines the app's styles and its own, not another page's", async ({ request }) => {
    const style = async (path: string) => inlineBlocks(await (await request.get(path)).text()).styles[0]!;
    const [home, contact] = await Promise.all([style(pagePath('home', lang)), style(pagePath('contact', lang))]);
    for (const styles of [home, contact]) expect(styles).toContain('.site-header');
    // The hero's title, not its video: the print styles, which every page has, hide the video.
    expect(home).toContain('.hero__title');
    expect(home).not.toContain('.contact__');
    expect(contact).toContain('.contact__');
    expect(contact).not.toContain('.hero__title');
  });

  test('no font is fetched: the first page is set in the same system font as every later one', async ({ page }) => {
    await page.addInitScript(() => {
      window.unexpectedShifts = 0;
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!shift.hadRecentInput) window.unexpectedShifts += shift.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    /** The faces the title is painted in, and whether each is a web font. */
    const titleFonts = async () => {
      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
      await cdp.send('CSS.enable');
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      await cdp.detach();
      return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
    };
    const shifts = () => page.evaluate(() => window.unexpectedShifts);

    // A first page: the app's code comes after the first paint, and no font at all.
    await openPage(page, pagePath('contact', lang));
    const { firstPaint, scripts, faces, family } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      faces: document.fonts.size,
      family: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    expect(scripts).not.toEqual([]);
    for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(firstPaint);
    expect(faces).toBe(0);
    expect(family).toMatch(/^system-ui,/);
    const firstPageFonts = await titleFonts();
    expect(firstPageFonts).not.toEqual([]);
    expect(firstPageFonts.every((font) => !font.isCustomFont)).toBe(true);
    expect(await shifts()).toBe(0);

    // The next page, in the app, and a page loaded afterwards look the same.
    await page.getByRole('link', { name: pageTexts.experience[lang].label }).click();
    await expect(page).toHaveURL(atPath(pagePath('experience', lang)));
    // The new page's title, once it is there: the URL changes before the page it leads to renders.
    await expect(page.getByRole('heading', { level: 1, name: accentText(ui[lang].portfolio.title) })).toBeVisible();
    expect(await titleFonts()).toEqual(firstPageFonts);
    await page.goto(pagePath('legal', lang));
    await expect(page.getByRole('heading', { level: 1, name: pageTexts.legal[lang].label })).toBeVisible();
    expect(await titleFonts()).toEqual(firstPageFonts);
    expect(await shifts()).toBe(0);
    expect(fontRequests).toEqual([]);
  });
});

test('the favicon comes inside the page, the same as /favicon.svg, and no icon is fetched', async ({
  page,
  request,
}) => {
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  await openPage(page, pagePath('home', lang));
  await page.waitForLoadState('networkidle');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toMatch(/^data:image\/svg\+xml,/);
  const served = (await (await request.get('/favicon.svg')).text()).trim().replaceAll('"', "'");
  expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(served);
  expect(fetched.filter((path) => /icon/.test(path))).toEqual([]);
});

test('the Portfolio page fetches no other picture before its first paint, and the next one once the app runs', async ({
  page,
  request,
}) => {
  const html = await (await request.get(pagePath('experience', lang))).text();
  expect(html.match(/<img /g)).toHaveLength(1);
  await openPage(page, pagePath('experience', lang));
  await expect(page.locator('.portfolio__picture img')).toHaveCount(Math.min(2, projects.length));
  const next = page.locator('.portfolio__picture img').nth(1);
  await expect.poll(() => next.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const { firstPaint, fetched } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    fetched: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
  const nextPicture = fetched.filter((entry) => entry.name.includes(`/${projects[1]!.image}-`));
  expect(nextPicture).not.toEqual([]);
  for (const entry of nextPicture) expect(entry.startTime).toBeGreaterThan(firstPaint);
});

test('the Portfolio page carries its first picture, its largest paint, inside the page', async ({ page }) => {
  await page.goto(pagePath('experience', lang));
  const first = page.getByRole('img', { name: projects[0]!.imageAlt[lang] });
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:image\/avif;base64,/);
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(fetched.filter((url) => url.includes(`/${projects[0]!.image}-`) && !url.endsWith('.js'))).toEqual([]);
});

test('dist/ holds what a deploy needs only: no mock service worker, no build manifest', () => {
  expect(existsSync(`${dist}index.html`)).toBe(true);
  expect(existsSync(`${dist}mockServiceWorker.js`)).toBe(false);
  expect(existsSync(`${dist}.vite`)).toBe(false);
});

test('static responses carry the security headers', async ({ request }) => {
  for (const path of [pagePath('home', lang), '/favicon.svg', '/cv.pdf']) {
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
  }
});

test('hashed assets are cached for good, pages are revalidated', async ({ page, request }) => {
  await page.goto(pagePath('home', lang));
  const script = await page.locator('script[data-entry]').getAttribute('data-entry');
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(pagePath('home', lang))).headers()['cache-control']).toMatch(/max-age=0, must-revalidate/);
});

/** The raw bytes and headers, undecoded (Playwright's and fetch's clients decode for us). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('text is sent compressed as Netlify does, Brotli else gzip, and decodes to the file of dist/', async ({
  page,
  baseURL,
}) => {
  await page.goto(pagePath('home', lang));
  const script = (await page.locator('script[data-entry]').getAttribute('data-entry'))!;
  // A script, and a page: one that shadows a redirect rule (`/en/*`) when a language has a prefix,
  // which NetlifyDev answers otherwise.
  const shadowing = pagePath('contact', prefixedLanguages[0] ?? lang);
  const files = [
    { path: script, file: readFileSync(`${dist}${script.slice(1)}`) },
    { path: shadowing, file: readFileSync(`${dist}${shadowing.slice(1)}/index.html`) },
  ];
  const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
  for (const { path, file } of files) {
    for (const encoding of ['br', 'gzip'] as const) {
      // Twice: the second answer comes from the preview's cache of compressed files.
      for (let request = 0; request < 2; request++) {
        const { headers, body } = await rawGet(`${baseURL}${path}`, encoding === 'br' ? 'gzip, deflate, br' : 'gzip');
        expect(headers['content-encoding'], path).toBe(encoding);
        expect(headers.vary).toContain('Accept-Encoding');
        expect(Number(headers['content-length'])).toBe(body.length);
        expect(decoders[encoding](body).equals(file)).toBe(true);
      }
    }
    const plain = await rawGet(`${baseURL}${path}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
  }
});
