/**
 * Each page's bytes in its first round trip, Brotli and headers included: past 10 TCP segments (RFC 6928)
 * a page arrives one round trip later. The build and the doctor warn, naming what weighs.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { publishedPages } from '../../content/published-pages.ts';
import { compressed } from '../preview/compression.ts';

export const FIRST_FLIGHT_BYTES = 10 * 1460;

// The status line and the server's own headers beside those of the files below (type, length,
// encoding, caching, date, connection), as the preview answers a page.
const SERVER_HEADER_BYTES = 300;

/** What a page's HTML holds, by kind, in the order the warning names them. */
const PARTS: [string, RegExp][] = [
  ['inline styles', /<style\b[^>]*>[\s\S]*?<\/style>/g],
  ['inline pictures', /data:image\/[^"')\s]+/g],
  ['scripts and structured data', /<script\b[^>]*>[\s\S]*?<\/script>/g],
];

export type PageWeight = { page: string; file: string; bytes: number; parts: [string, number][] };

/** The bytes of `name: value` header lines given to every page: dist/_headers' and netlify.toml's for `/*`. */
async function headerBytes(root: string, outDir: string): Promise<number> {
  const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
  const toml = await readFile(path.join(root, 'netlify.toml'), 'utf8').catch(() => '');
  const forEveryPage = /^\/\*\n((?: {2}.*\n?)+)/m.exec(headers)?.[1] ?? '';
  const tomlForEveryPage =
    /\[\[headers\]\]\s+for = "\/\*"\s+\[headers\.values\]\n((?:\s+[\w-]+ = ".*"\n)+)/.exec(toml)?.[1] ?? '';
  const lines = [
    ...forEveryPage.matchAll(/^ {2}([\w-]+): (.*)$/gm),
    ...tomlForEveryPage.matchAll(/^\s+([\w-]+) = "(.*)"$/gm),
  ];
  return SERVER_HEADER_BYTES + lines.reduce((sum, [, name, value]) => sum + `${name}: ${value}\r\n`.length, 0);
}

const brotliBytes = async (text: string) => (await compressed(Buffer.from(text), 'br')).byteLength;

const pageFile = (outDir: string, page: string) => path.join(outDir, page, 'index.html');

/**
 * Each published page of the build in `outDir`, its first round trip's bytes and what weighs,
 * compressed on its own; a page the build did not make (content changed since) is not weighed.
 */
export async function pageWeights(root: string, outDir: string): Promise<PageWeight[]> {
  const headers = await headerBytes(root, outDir);
  const built = publishedPages.filter((page) => existsSync(pageFile(outDir, page.path)));
  return Promise.all(
    built.map(async ({ path: page }) => {
      const file = pageFile(outDir, page);
      const html = await readFile(file, 'utf8');
      let rest = html;
      const parts: [string, number][] = [];
      for (const [kind, pattern] of PARTS) {
        const found = rest.match(pattern) ?? [];
        rest = rest.replace(pattern, '');
        if (found.length) parts.push([kind, await brotliBytes(found.join(''))]);
      }
      parts.push(['text and markup', await brotliBytes(rest)], ['headers', headers]);
      return { page, file: path.relative(root, file), bytes: (await brotliBytes(html)) + headers, parts };
    }),
  );
}

const bytes = (count: number) => `${count.toLocaleString('en')} B`;

/** One line per page past the first flight, naming what weighs in it; none for a build that made no page. */
export async function overweightPages(
  root: string,
  outDir = path.join(root, 'dist'),
): Promise<{ file: string; text: string }[]> {
  if (!existsSync(path.join(outDir, '_headers'))) return [];
  return (await pageWeights(root, outDir))
    .filter((weight) => weight.bytes > FIRST_FLIGHT_BYTES)
    .map(({ page, file, bytes: total, parts }) => ({
      file,
      text: `${page} weighs ${bytes(total)} with its headers, past the ${bytes(FIRST_FLIGHT_BYTES)} a first round trip carries: it arrives one round trip later. What weighs, compressed: ${parts.map(([kind, size]) => `${kind} ${bytes(size)}`).join(', ')}`,
    }));
}
