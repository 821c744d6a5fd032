/**
 * The app's stylesheets, the favicon (as a data: URL, else fetched while the page parses) and one head
 * script inline in every built page, in place of the entry's script: src/tooling/README.md, How a page loads.
 */
import path from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { faviconSvg } from '../assets/brand-images.ts';
import {
  appChunks,
  asUrls,
  entryOf,
  INLINE_CSS_ATTRIBUTE,
  PRELOAD_ATTRIBUTE,
  stylesheetOrder,
  stylesheetsOf,
  stylesheetText,
} from './app-code.ts';

// Vite links the entry's own stylesheets, if it has any: they are inline with the app's.
const STYLESHEET_LINKS = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const HEAD_SCRIPT = 'src/startup/head-script.ts';
const FAVICON_LINK = /<link rel="icon" href="\/favicon\.svg"/;

/** The favicon as a data: URL, percent-encoding only what a URL in an attribute cannot hold. */
function faviconDataUrl(): string {
  const svg = faviconSvg().replaceAll('"', "'");
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/%(20|27|2F|3A|3D)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))}`;
}

/** The head script, bundled and minified alone: it runs from the page, never through the app's bundle. */
async function headScript(root: string): Promise<string> {
  const bundle = await rolldown({ input: path.join(root, HEAD_SCRIPT), platform: 'browser' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true, comments: false });
    return output[0].code.trim();
  } finally {
    await bundle.close();
  }
}

export function firstPaint(): Plugin[] {
  let root = '';
  let appStyles: string[] = [];
  const build: Plugin = {
    name: 'portfolio:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // Before Vite's own, which changes the chunks' lists of stylesheets (./app-code.ts).
      order: 'pre',
      handler(_, bundle) {
        const entry = entryOf(bundle);
        if (!entry) return;
        appStyles = stylesheetsOf(
          bundle,
          [entry.fileName, ...appChunks(bundle, entry.fileName)],
          stylesheetOrder(bundle, entry.fileName),
        );
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const entry = html.match(ENTRY_SCRIPT);
        const favicon = html.match(FAVICON_LINK);
        if (!bundle || !entry || !favicon || !appStyles.length) {
          throw new Error('index.html has no entry script with stylesheets, or no favicon link, to inline');
        }
        const script = await headScript(root);
        const icon = faviconDataUrl();
        // The files stay in the bundle: a page reached in the app fetches those it lacks.
        const styles = `<style>${stylesheetText(bundle, appStyles)}</style>`;
        return html
          .replace(favicon[0], () => `<link rel="icon" href="${icon}"`)
          .replace(entry[0], '')
          .replace(STYLESHEET_LINKS, '')
          .replace(
            '</head>',
            () =>
              `  <script data-entry="${entry[1]}" ${PRELOAD_ATTRIBUTE}="${asUrls(appChunks(bundle, entry[1]!.slice(1)))}" ` +
              `${INLINE_CSS_ATTRIBUTE}="${asUrls(appStyles)}">${script}</script>\n    ${styles}\n  </head>`,
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
      return [{ tag: 'script', children: await headScript(root), injectTo: 'head' }];
    },
  };
  return [build, dev];
}
