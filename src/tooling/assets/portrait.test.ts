import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { build, type Rolldown } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PORTRAIT_NAME, portraitHeight, PORTRAIT_WIDTHS } from '../../ui/portrait-files.ts';
import { PICTURES_DIR } from './pictures.ts';
import { portrait, portraitForPrint } from './portrait.ts';
import { buildFacts } from '../build-facts.ts';
import { testPicture } from '../testing/test-picture.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portrait-'));
  await mkdir(path.join(root, PICTURES_DIR), { recursive: true });
  // A page whose script says what the app is told.
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><title>Portrait</title><script type="module" src="/main.js"></script>',
  );
  await writeFile(
    path.join(root, 'main.js'),
    "import hasPortrait from 'virtual:build-facts/portrait';\ndocument.title = `portrait: ${hasPortrait}`;\n",
  );
});

afterEach(() => rm(root, { recursive: true, force: true }));

/** A site built as `npm run build` builds it, its portrait (or none) from `root`: what the app is told, and the files served. */
async function buildSite(): Promise<{ told: string; served: string[] }> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false },
    plugins: [portrait(), buildFacts()],
  });
  const [output] = Array.isArray(result) ? result : [result as Rolldown.RolldownOutput];
  const code = output!.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
  const served = await Promise.all(
    output!.output
      .filter((file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.startsWith('media/'))
      .map(async ({ fileName, source }) => {
        const { format, compression, width, height } = await sharp(source).metadata();
        return `${fileName} ${compression ?? format} ${width}x${height}`;
      }),
  );
  return { told: /portrait: (true|false)/.exec(code)?.[1] ?? code, served: served.sort() };
}

describe("the owner's portrait", () => {
  it('is left out without a file: no file made, and the app told there is none', async () => {
    const site = await buildSite();
    expect(site.served).toEqual([]);
    expect(site.told).toBe('false');
    expect(await portraitForPrint(root)).toBeUndefined();
  });

  it('is served in AVIF and WebP, 4:5, at each width, from a photo of any shape, and printed as a JPEG', async () => {
    await testPicture(1200, 1600)
      .jpeg()
      .toFile(path.join(root, PICTURES_DIR, `${PORTRAIT_NAME}.jpg`));
    const site = await buildSite();
    expect(site.told).toBe('true');
    expect(site.served).toEqual(
      PORTRAIT_WIDTHS.flatMap((width) => [
        `media/${PORTRAIT_NAME}-${width}.avif av1 ${width}x${portraitHeight(width)}`,
        `media/${PORTRAIT_NAME}-${width}.webp webp ${width}x${portraitHeight(width)}`,
      ]).sort(),
    );
    const print = await sharp(await portraitForPrint(root)).metadata();
    expect(print.format).toBe('jpeg');
    expect(print.width! / print.height!).toBe(4 / 5);
    // Four encodings at the site's settings: seconds on a small, busy host.
  }, 60_000);
});
