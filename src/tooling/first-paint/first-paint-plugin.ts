/**
 * Lets each built page paint from its HTML alone, like a static page: the stylesheet goes inline,
 * and the module script of the app's entry becomes a small inline script that fetches the entry
 * after the first paint (src/start-after-paint.ts). The CSP allows both by their hashes
 * (src/tooling/headers).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minify, transformWithOxc, type Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;

/** The starter, compiled and minified: it runs from the page, never through the bundle. */
async function starterScript(root: string): Promise<string> {
  const file = path.join(root, 'src/start-after-paint.ts');
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  return (await minify('start-after-paint.js', code, { compress: true, mangle: true })).code.trim();
}

export function firstPaint(): Plugin {
  let root = '';
  return {
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
        if (!stylesheet || !entry || css?.type !== 'asset') {
          throw new Error('index.html has no bundled stylesheet or entry script to inline');
        }
        // Inline now, so the file itself is never shipped.
        delete bundle![stylesheet[1]!];
        const starter = `<script data-entry="${entry[1]}">${await starterScript(root)}</script>`;
        return html
          .replace(entry[0], '')
          .replace(stylesheet[0], () => `<style>${String(css.source).trim()}</style>`)
          .replace('</body>', () => `  ${starter}\n  </body>`);
      },
    },
  };
}
