import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LARGEST_PORTRAIT } from '../assets/portrait.ts';
import { LARGEST_PROJECT_PICTURE } from '../assets/project-pictures.ts';
import { PICTURES_DIR } from '../assets/pictures.ts';
import { testPicture } from '../testing/test-picture.ts';
import type { ContentText } from './content-texts.ts';
import { pictureFindings } from './pictures.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'doctor-pictures-'));
  await mkdir(path.join(root, PICTURES_DIR), { recursive: true });
});

afterEach(() => rm(root, { recursive: true, force: true }));

const image = (name: string, index: number): ContentText => ({
  file: 'src/content/projects.ts',
  path: ['projects', index, 'image'],
  text: name,
  ownerData: true,
});
const picture = (file: string, { width, height }: { width: number; height: number }) =>
  testPicture(width, height).toFile(path.join(root, PICTURES_DIR, file));

describe("the doctor's look at the pictures", () => {
  it('names a picture smaller than the largest the site serves, and a missing one at its project', async () => {
    const { width, height } = LARGEST_PROJECT_PICTURE;
    await picture('snake.png', { width: width / 2, height: height / 2 });
    await picture('dots.jpg', { width, height });
    const found = await pictureFindings(root, [image('snake', 1), image('dots', 2), image('sudoku', 3)]);
    expect(found).toEqual([
      {
        file: `${PICTURES_DIR}/snake.png`,
        severity: 'error',
        text: `snake.png is ${width / 2} x ${height / 2}: enlarged, it looks soft on sharp screens (give at least ${width} x ${height})`,
      },
      {
        file: 'src/content/projects.ts',
        severity: 'error',
        text: expect.stringContaining("Missing picture for the project 'sudoku'"),
      },
    ]);
  });

  it('names a portrait smaller than the largest the site serves', async () => {
    await picture('portrait.webp', { width: LARGEST_PORTRAIT.width - 40, height: LARGEST_PORTRAIT.height - 50 });
    expect(await pictureFindings(root, [])).toEqual([
      expect.objectContaining({ file: `${PICTURES_DIR}/portrait.webp`, severity: 'error' }),
    ]);
  });
});
