/** The owner's optional portrait (src/content/pictures/portrait.*): the hero's files and the CV's copy. */
import {
  PORTRAIT_FORMATS,
  PORTRAIT_NAME,
  PORTRAIT_WIDTHS,
  portraitHeight,
  portraitUrl,
  type PortraitFormat,
  type PortraitWidth,
} from '../../ui/portrait-files.ts';
import type { BuiltFile } from '../built-files.ts';
import { CONTENT_TYPES, pictureSource, pictureVariant, pictureWarnings } from './pictures.ts';

export const findPortrait = (root: string) => pictureSource(root, PORTRAIT_NAME);

export type PortraitVariant = { width: PortraitWidth; format: PortraitFormat; url: string };

export const portraitVariants: PortraitVariant[] = PORTRAIT_WIDTHS.flatMap((width) =>
  PORTRAIT_FORMATS.map((format) => ({ width, format, url: portraitUrl(width, format) })),
);

/** One file of the portrait: 4:5, `width` wide. */
export function portraitVariant(
  root: string,
  sourceFile: string,
  width: PortraitWidth,
  format: PortraitFormat,
): Promise<Buffer> {
  return pictureVariant(root, sourceFile, { width, height: portraitHeight(width), format });
}

export async function portraitFiles(root: string): Promise<BuiltFile[]> {
  const source = await findPortrait(root);
  if (!source) return [];
  return portraitVariants.map(({ width, format, url }) => ({
    url,
    type: CONTENT_TYPES[format],
    make: () => portraitVariant(root, source, width, format),
  }));
}

/** The largest portrait the site serves: a smaller one is enlarged to it. */
export const LARGEST_PORTRAIT = { width: PORTRAIT_WIDTHS.at(-1)!, height: portraitHeight(PORTRAIT_WIDTHS.at(-1)!) };

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
