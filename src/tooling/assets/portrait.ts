/**
 * The owner's portrait, optional: src/content/pictures/portrait.png (or .jpg, .jpeg, .webp, .avif).
 * With one, the build makes the files the hero serves (src/ui/portrait-files.ts) and the
 * copy the CV prints, through the same machinery as the project pictures (pictures.ts); without
 * one, nothing is made and nothing shows it.
 */
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

/** The owner's portrait file, or undefined when there is none. */
export const findPortrait = (root: string) => pictureSource(root, PORTRAIT_NAME);

export type PortraitVariant = { width: PortraitWidth; format: PortraitFormat; url: string };

/** Every file the site serves for the portrait. */
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

/** Every file of the portrait, each made when asked for; none without one. */
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

/** The portrait as the CV embeds it (JPEG, 4:5), or undefined when there is none. */
export async function portraitForPrint(root: string): Promise<Buffer | undefined> {
  const source = await findPortrait(root);
  return source
    ? pictureVariant(root, source, { width: PRINT_WIDTH, height: portraitHeight(PRINT_WIDTH), format: 'jpeg' })
    : undefined;
}
