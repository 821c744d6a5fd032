/** The owner's optional portrait (src/content/pictures/portrait.*): the hero's files and the CV's copy. */
import type { Plugin } from 'vite';
import {
  PORTRAIT_FORMATS,
  PORTRAIT_NAME,
  PORTRAIT_WIDTHS,
  portraitHeight,
  portraitUrl,
} from '../../ui/portrait-files.ts';
import { builtFiles, type BuiltFile } from '../built-files.ts';
import { largestOf, pictureFiles, pictureSource, pictureVariant, pictureWarnings } from './pictures.ts';

export const findPortrait = (root: string) => pictureSource(root, PORTRAIT_NAME);

const PORTRAIT = { widths: PORTRAIT_WIDTHS, formats: PORTRAIT_FORMATS, height: portraitHeight };

export async function portraitFiles(root: string): Promise<BuiltFile[]> {
  const source = await findPortrait(root);
  return source ? pictureFiles(root, PORTRAIT, portraitUrl, async () => source) : [];
}

export const LARGEST_PORTRAIT = largestOf(PORTRAIT);

/** What the owner may want to know about the portrait: enlarged, or cropped to 4:5; nothing without one. */
export async function portraitWarnings(root: string): Promise<string[]> {
  const source = await findPortrait(root);
  return source ? pictureWarnings(source, LARGEST_PORTRAIT, '4:5') : [];
}

// The CV prints it about 2.3 cm wide: 320 px is over 300 dpi.
const PRINT_WIDTH = 320;

/** The portrait as the CV embeds it (JPEG). */
export async function portraitForPrint(root: string): Promise<Buffer | undefined> {
  const source = await findPortrait(root);
  return source
    ? pictureVariant(root, source, { width: PRINT_WIDTH, height: portraitHeight(PRINT_WIDTH), format: 'jpeg' })
    : undefined;
}

/** The portrait's files, in the build and under `vite`. */
export function portrait(): Plugin {
  return { name: 'portfolio:portrait', ...builtFiles({ files: portraitFiles, warnings: portraitWarnings }) };
}
