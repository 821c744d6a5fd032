import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { budgets } from '../tooling/bench/budgets.ts';
import { PRELOAD_ATTRIBUTE } from '../tooling/first-paint/app-code.ts';

/**
 * The first-load JS budget (DESIGN.md §9), on every page of the build's sitemap: the scripts a page
 * fetches before the visitor acts, its entry and those its head script readies (start-up.spec.ts
 * sees them fetched), each file gzipped on its own as `npm run bench` counts them.
 */

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const sitemap = readFileSync(`${dist}sitemap.xml`, 'utf8');
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);

const scriptLists = new RegExp(`(?:data-entry|${PRELOAD_ATTRIBUTE})="([^"]+)"`, 'g');

function firstLoadScripts(page: string): string[] {
  const html = readFileSync(`${dist}${page.slice(1)}/index.html`, 'utf8');
  return [...html.matchAll(scriptLists)].flatMap(([, list]) => list!.split(' '));
}

test('every page fetches at most the budget of JS, gzipped, before the visitor acts', () => {
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    const scripts = firstLoadScripts(page);
    expect(scripts.length, page).toBeGreaterThan(0);
    const bytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(`${dist}${file.slice(1)}`)).length, 0);
    expect(bytes, `${page}: ${scripts.join(' ')}`).toBeLessThanOrEqual(budgets.firstLoadJsGzipBytes);
  }
});
