import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { publishedLanguages } from '../content/languages.ts';
import { pagePath } from '../content/pages.ts';

/**
 * The home page's hero centres its content vertically. A browser may paint a page it has only half
 * parsed (a slow phone, a page arriving in two packets): a first paint with the hero's name alone,
 * centred, then its whole content, centred again, moved the name up, a layout shift Lighthouse saw
 * once on /en/home. Here the built page comes in two parts, cut after the hero's name, a second
 * apart; no layout shift may follow.
 */

const PAUSE_MS = 1_000;

/** Serves `html` in two parts, the second `PAUSE_MS` after the first; every other request gets a 404. */
function serveInTwoParts(html: string, cutAfter: string): Promise<Server> {
  const cut = html.indexOf(cutAfter) + cutAfter.length;
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), PAUSE_MS);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

for (const lang of publishedLanguages) {
  const path = pagePath('home', lang);
  test(`${path}: arriving in two parts, the hero paints whole, without a layout shift`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('</h1>');
    const server = await serveInTwoParts(html, '</h1>');
    try {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript(() => {
        const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      // Two frames after the load: any shift of the second part is reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts).toEqual([]);
    } finally {
      server.close();
    }
  });
}
