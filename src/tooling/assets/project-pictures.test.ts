import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { build, type Rolldown } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectPictures } from './project-pictures.ts';
import { PICTURES_DIR } from './pictures.ts';
import { testPicture } from '../testing/test-picture.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'project-pictures-'));
  await mkdir(path.join(root, PICTURES_DIR), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Pictures</title>');
});

afterEach(() => rm(root, { recursive: true, force: true }));

/** A site of these projects built as `npm run build` builds it, its pictures from `root`. */
async function buildSite(images: string[]): Promise<Rolldown.OutputAsset[]> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { write: false },
    plugins: [projectPictures(images.map((image) => ({ image })))],
  });
  const [output] = Array.isArray(result) ? result : [result as Rolldown.RolldownOutput];
  return output!.output.filter((file): file is Rolldown.OutputAsset => file.type === 'asset');
}

describe('the project pictures', () => {
  it('stop the build on one line naming the missing picture and where to add it', async () => {
    await testPicture(400, 300)
      .png()
      .toFile(path.join(root, PICTURES_DIR, 'snake.png'));
    const failure = await buildSite(['snake', 'sudoku']).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(failure?.message).toBe(
      "Missing picture for the project 'sudoku' (its image in src/content/projects.ts): add src/content/pictures/sudoku.png (or .jpg, .jpeg, .webp, .avif)",
    );
    expect(failure?.stack).toBe(`Error: ${failure?.message}`);
  });

  it('are served in AVIF and WebP, 640 x 480 and 1280 x 960, from a PNG and from a JPEG of any shape', async () => {
    await testPicture(1600, 1200)
      .png()
      .toFile(path.join(root, PICTURES_DIR, 'snake.png'));
    await testPicture(1920, 1080)
      .jpeg()
      .toFile(path.join(root, PICTURES_DIR, 'sudoku.jpg'));
    const assets = await buildSite(['snake', 'sudoku']);
    const served = await Promise.all(
      assets
        .filter(({ fileName }) => fileName.startsWith('media/'))
        .map(async ({ fileName, source }) => {
          const { format, compression, width, height } = await sharp(source).metadata();
          return `${fileName} ${compression ?? format} ${width}x${height}`;
        }),
    );
    expect(served.sort()).toEqual([
      'media/projects/snake-1280.avif av1 1280x960',
      'media/projects/snake-1280.webp webp 1280x960',
      'media/projects/snake-640.avif av1 640x480',
      'media/projects/snake-640.webp webp 640x480',
      'media/projects/sudoku-1280.avif av1 1280x960',
      'media/projects/sudoku-1280.webp webp 1280x960',
      'media/projects/sudoku-640.avif av1 640x480',
      'media/projects/sudoku-640.webp webp 640x480',
    ]);
    // Eight encodings at the site's settings: seconds on a small, busy host.
  }, 60_000);
});
