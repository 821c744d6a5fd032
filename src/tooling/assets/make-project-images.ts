/**
 * Draws the picture of each project in src/content/projects.ts (by its `image` name) and writes it
 * to src/public/media/projects/ in AVIF and WebP, 640 and 1280 px wide (4:3).
 * Run: `npx tsx src/tooling/assets/make-project-images.ts [--preview DIR]`; --preview also writes
 * 1280 px PNGs to DIR, to look at.
 */
import { mkdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { projects } from '../../content/projects.ts';
import { drawSnake } from './projects/snake.ts';
import { drawSkate } from './projects/skate.ts';
import { drawSudoku } from './projects/sudoku.ts';
import { drawStreaming } from './projects/streaming.ts';
import { drawHexagons } from './projects/hexagons.ts';
import { drawLibrary } from './projects/library.ts';
import { drawDots } from './projects/dots.ts';
import { drawConsulting } from './projects/consulting.ts';
import { rasterize } from './rasterize.ts';
import { WIDTH } from './projects/canvas.ts';

const drawings: Record<string, () => string> = {
  snake: drawSnake,
  skate: drawSkate,
  sudoku: drawSudoku,
  streaming: drawStreaming,
  hexagons: drawHexagons,
  library: drawLibrary,
  dots: drawDots,
  consulting: drawConsulting,
};

/** 1x and 2x of the design size, for the carousel's srcset. */
const SCALES = [1, 2];

const outDir = fileURLToPath(new URL('../../public/media/projects/', import.meta.url));
const previewFlag = process.argv.indexOf('--preview');
const previewDir = previewFlag >= 0 ? process.argv[previewFlag + 1] : undefined;

await mkdir(outDir, { recursive: true });
if (previewDir) await mkdir(previewDir, { recursive: true });

for (const { image } of projects) {
  const draw = drawings[image];
  if (!draw) throw new Error(`No drawing for the project image '${image}': add one in src/tooling/assets/projects/`);
  const svg = draw();
  for (const scale of SCALES) {
    const base = `${outDir}${image}-${WIDTH * scale}`;
    // 4:4:4 chroma keeps thin coloured lines (grid, paths, text) crisp; flat drawings stay small anyway.
    await rasterize(svg, scale).avif({ quality: 60, effort: 7, chromaSubsampling: '4:4:4' }).toFile(`${base}.avif`);
    await rasterize(svg, scale).webp({ quality: 82, effort: 6, smartSubsample: true }).toFile(`${base}.webp`);
    console.log(`${image}-${WIDTH * scale}: avif ${(await stat(`${base}.avif`)).size} B, webp ${(await stat(`${base}.webp`)).size} B`);
  }
  if (previewDir) await rasterize(svg, 2).png().toFile(`${previewDir}/${image}.png`);
}
