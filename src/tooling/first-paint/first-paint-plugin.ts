/**
 * Lets each built page paint from its HTML alone, like a static page: the stylesheet goes inline,
 * preceded by one head script that puts a visitor's stored theme on <html> before the first paint
 * (src/startup/apply-stored-theme.ts) and fetches the app's entry after it
 * (src/startup/start-after-paint.ts), in place of the entry's module script. One script, because each
 * inline script costs the parser a compilation before the first paint. The CSP allows each inline
 * block by its hash (src/tooling/headers). `npm run dev` gets the theme's part only.
 *
 * The favicon comes inside the page too, as a data: URL of the SVG drawn from the owner's name
 * (src/tooling/assets/brand-images.ts): a browser otherwise fetches it while the page is
 * still parsing, delaying the largest paint. /favicon.svg is still served, and the
 * apple-touch-icon link of index.html gives crawlers an icon file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minify, transformWithOxc, type Plugin } from 'vite';
import { faviconSvg } from '../assets/brand-images.ts';
import { appChunks, asUrls, PRELOAD_ATTRIBUTE } from './app-code.ts';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const STARTER = 'src/startup/start-after-paint.ts';
const THEME_SCRIPT = 'src/startup/apply-stored-theme.ts';
const FAVICON_LINK = /<link rel="icon" href="\/favicon\.svg"/;

/** The favicon as a data: URL, percent-encoding only what a URL in an attribute cannot hold. */
function faviconDataUrl(): string {
  const svg = faviconSvg().replaceAll('"', "'");
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/%(20|27|2F|3A|3D)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))}`;
}

/** A script of src/, compiled and minified alone: it runs from the page, never through the bundle. */
async function inlineScript(root: string, file: string): Promise<string> {
  const source = path.join(root, file);
  const { code } = await transformWithOxc(await readFile(source, 'utf8'), source, { lang: 'ts' });
  return (await minify(path.basename(file, '.ts') + '.js', code, { compress: true, mangle: true })).code.trim();
}

export function firstPaint(): Plugin[] {
  let root = '';
  const build: Plugin = {
    name: 'portfolio:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const stylesheet = html.match(STYLESHEET);
        const entry = html.match(ENTRY_SCRIPT);
        const css = stylesheet && bundle?.[stylesheet[1]!];
        const favicon = html.match(FAVICON_LINK);
        if (!stylesheet || !entry || css?.type !== 'asset' || !favicon) {
          throw new Error('index.html has no bundled stylesheet, entry script or favicon link to inline');
        }
        // Inline now, so the file itself is never shipped.
        delete bundle![stylesheet[1]!];
        const headScript = (await inlineScript(root, THEME_SCRIPT)) + (await inlineScript(root, STARTER));
        const icon = faviconDataUrl();
        return html
          .replace(favicon[0], () => `<link rel="icon" href="${icon}"`)
          .replace(entry[0], '')
          .replace(
            stylesheet[0],
            () =>
              `<script data-entry="${entry[1]}" ${PRELOAD_ATTRIBUTE}="${asUrls(appChunks(bundle!, entry[1]!.slice(1)))}">${headScript}</script>\n` +
              `    <style>${String(css.source).trim()}</style>`,
          );
      },
    },
  };
  // Development pages have no CSP and load their styles from script: the head script only has to
  // come before those.
  const dev: Plugin = {
    name: 'portfolio:first-paint-dev',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml() {
      return [{ tag: 'script', children: await inlineScript(root, THEME_SCRIPT), injectTo: 'head' }];
    },
  };
  return [build, dev];
}
