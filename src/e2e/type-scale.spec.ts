import { expect, test } from '@playwright/test';
import { publishedPages } from '../content/published-pages.ts';
import { openPage } from './open-page.ts';

/**
 * The type scale (src/styles/README.md): on every published page, the projects' included, on a
 * phone and a wide screen, every text and every icon the page shows is set in one of the scale's
 * eight sizes, and in one of two faces: the body's, or the one monospace face (--font-mono), so
 * that code is never in another face than the metadata beside it. The sizes and the monospace stack
 * are read from the tokens themselves (src/styles/global.css), so the test follows them.
 */

const tokens = ['sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'].map((step) => `--text-${step}`);
const widths = [375, 1440];

for (const { path } of publishedPages) {
  test(`${path}: every text and icon is on the type scale, in one of two faces, at ${widths.join(' and ')} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    await openPage(page, path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const { scale, offScale, otherFaces } = await page.evaluate((names) => {
        // Each token in px, as the browser resolves it.
        const probe = document.body.appendChild(document.createElement('span'));
        const scale = names.map((name) => {
          probe.style.fontSize = getComputedStyle(document.documentElement).getPropertyValue(name);
          return parseFloat(getComputedStyle(probe).fontSize);
        });
        probe.style.fontFamily = 'var(--font-mono)';
        const faces = [getComputedStyle(document.body).fontFamily, getComputedStyle(probe).fontFamily];
        probe.remove();

        const hasOwnText = (element: Element) =>
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
        const hasIcon = (element: Element) => [...element.children].some((child) => child.localName === 'svg');
        const visuallyHidden = (element: Element) => getComputedStyle(element).clip === 'rect(0px, 0px, 0px, 0px)';
        const onScale = (size: number) => scale.some((step) => Math.abs(step - size) < 0.01);
        const describe = (element: Element) =>
          `<${element.localName}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}>` +
          ` ${(element.textContent ?? '').trim().slice(0, 40)}`;

        const shown = [...document.body.querySelectorAll('*')].filter(
          (element) =>
            (hasOwnText(element) || hasIcon(element)) && element.checkVisibility() && !visuallyHidden(element),
        );
        const offScale = shown
          .map((element) => ({ element, size: parseFloat(getComputedStyle(element).fontSize) }))
          .filter(({ size }) => !onScale(size))
          .map(({ element, size }) => `${size}px ${describe(element)}`);
        const otherFaces = shown
          .filter((element) => hasOwnText(element) && !faces.includes(getComputedStyle(element).fontFamily))
          .map((element) => `${getComputedStyle(element).fontFamily} ${describe(element)}`);
        return { scale, offScale: [...new Set(offScale)], otherFaces: [...new Set(otherFaces)] };
      }, tokens);

      expect(scale, 'the eight tokens resolve to eight sizes').toHaveLength(new Set(scale).size);
      expect(offScale, `off the scale (${scale.join(', ')} px) at ${width} px`).toEqual([]);
      expect(otherFaces, `neither the body's face nor --font-mono at ${width} px`).toEqual([]);
    }
  });
}
