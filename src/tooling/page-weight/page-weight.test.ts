import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishedPages } from '../../content/published-pages.ts';
import { REPOSITORY } from '../../test/run-doctor.ts';
import { FIRST_FLIGHT_BYTES, overweightPages } from './page-weight.ts';

let outDir: string;

beforeEach(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'page-weight-'));
  await writeFile(path.join(outDir, '_headers'), "/*\n  Content-Security-Policy: default-src 'self'\n");
  for (const { path: page } of publishedPages) {
    await mkdir(path.join(outDir, page), { recursive: true });
    await writeFile(
      path.join(outDir, page, 'index.html'),
      '<!doctype html><html><head><style>body{margin:0}</style></head><body><p>Hello</p></body></html>',
    );
  }
});

afterEach(() => rm(outDir, { recursive: true, force: true }));

describe('the page weight the build and the doctor warn of', () => {
  it('names a page past the first round trip, and what weighs in it', async () => {
    const heavy = publishedPages[0]!.path;
    // Bytes that do not compress, as a detailed picture's.
    const picture = `data:image/avif;base64,${randomBytes(FIRST_FLIGHT_BYTES).toString('base64')}`;
    await writeFile(
      path.join(outDir, heavy, 'index.html'),
      `<!doctype html><html><body><img src="${picture}" alt=""><p>Hello</p></body></html>`,
    );
    const warnings = await overweightPages(REPOSITORY, outDir);
    expect(warnings).toEqual([
      {
        file: expect.stringMatching(new RegExp(`${heavy.replace(/\//g, '\\/')}\\/index\\.html$`)),
        text: expect.stringMatching(
          new RegExp(`^${heavy} weighs [\\d,]+ B with its headers, past the 14,600 B a first round trip carries`),
        ),
      },
    ]);
    expect(warnings[0]!.text).toMatch(
      /What weighs, compressed: inline pictures [\d,]+ B, text and markup [\d,]+ B, headers [\d,]+ B$/,
    );
  });

  it('says nothing of pages within it, of a page the last build did not make, or without a build', async () => {
    expect(await overweightPages(REPOSITORY, outDir)).toEqual([]);
    await rm(path.join(outDir, publishedPages.at(-1)!.path), { recursive: true });
    expect(await overweightPages(REPOSITORY, outDir)).toEqual([]);
    expect(await overweightPages(REPOSITORY, path.join(outDir, 'none'))).toEqual([]);
  });
});
