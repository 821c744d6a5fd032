/** What every picture of the owner's goes through: found, cropped, scaled, encoded, cached (README.md). */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import sharp from 'sharp';
import type { BuiltFile } from '../built-files.ts';

export const PICTURES_DIR = 'src/content/pictures';
export const SOURCE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif'];

// 4:4:4 chroma keeps thin coloured lines (grids, text, screenshots) crisp. JPEG is for print (the CV):
// pdfkit embeds no other photo format. AVIF's effort 5 makes files a few per cent larger than 7 in a
// quarter of the time: a fresh clone's build, a deploy and the tests encode every picture.
const ENCODING = {
  avif: { quality: 60, effort: 5, chromaSubsampling: '4:4:4' },
  webp: { quality: 82, effort: 6, smartSubsample: true },
  jpeg: { quality: 85, mozjpeg: true },
} as const;

export type EncodedFormat = keyof typeof ENCODING;

/** One file made from a picture: its size in pixels, its format, and a quality other than the format's usual one. */
export type PictureShape = { width: number; height: number; format: EncodedFormat; quality?: number };

/** An error the build prints as its message alone, with no trace to read past. */
export function ownerError(message: string): Error {
  const error = new Error(message);
  error.stack = `${error.name}: ${message}`;
  Object.defineProperty(error, inspect.custom, { value: () => message });
  return error;
}

/** The owner's picture named `name` (`snake.png`, or .jpg, .jpeg, .webp, .avif), undefined without one. */
export async function pictureSource(root: string, name: string): Promise<string | undefined> {
  const files = await readdir(path.join(root, PICTURES_DIR)).catch(() => []);
  const matches = files.filter((file) => {
    const { name: base, ext } = path.parse(file);
    return base === name && SOURCE_EXTENSIONS.includes(ext.toLowerCase());
  });
  if (matches.length > 1)
    throw ownerError(`Two pictures named '${name}' in ${PICTURES_DIR} (${matches.join(', ')}): keep one`);
  return matches[0] ? path.join(root, PICTURES_DIR, matches[0]) : undefined;
}

export type Size = { width: number; height: number };

// A phone photo's EXIF orientation applied.
async function shownSize(sourceFile: string): Promise<Size> {
  return (await sharp(sourceFile).metadata()).autoOrient;
}

/** Why a picture smaller than the largest size served looks soft; undefined for one large enough. */
export async function tooSmall(sourceFile: string, largest: Size): Promise<string | undefined> {
  const { width: w, height: h } = await shownSize(sourceFile);
  return w < largest.width || h < largest.height
    ? `${path.basename(sourceFile)} is ${w} x ${h}: enlarged, it looks soft on sharp screens (give at least ${largest.width} x ${largest.height})`
    : undefined;
}

/** What the owner may want to know about a picture: enlarged to fill the largest size served, or cropped. */
export async function pictureWarnings(sourceFile: string, largest: Size, shapeName: string): Promise<string[]> {
  const { width: w, height: h } = await shownSize(sourceFile);
  const warnings = [await tooSmall(sourceFile, largest)].filter((warning) => warning !== undefined);
  if (Math.abs(w / h - largest.width / largest.height) > 0.01)
    warnings.push(`${path.basename(sourceFile)} is not ${shapeName}: its sides are cut off to fit`);
  return warnings;
}

/** Cropped around the centre and scaled to the shape; the alpha channel only if the picture uses it (never in JPEG). */
async function encode(source: Buffer, { width, height, format, quality }: Required<PictureShape>): Promise<Buffer> {
  const image = sharp(source).autoOrient().resize(width, height, { fit: 'cover' });
  if (format === 'jpeg') image.flatten({ background: '#ffffff' });
  else if ((await sharp(source).stats()).isOpaque) image.removeAlpha();
  return image.toFormat(format, { ...ENCODING[format], quality }).toBuffer();
}

// This module's own text is part of the cache key: a change to how pictures are made remakes them.
let ownCode: Promise<Buffer> | undefined;

/** One file of a picture, from the cache when this picture, this code and this libvips made it before. */
export async function pictureVariant(root: string, sourceFile: string, shape: PictureShape): Promise<Buffer> {
  const full = { ...shape, quality: shape.quality ?? ENCODING[shape.format].quality };
  const source = await readFile(sourceFile);
  ownCode ??= readFile(fileURLToPath(import.meta.url));
  const key = createHash('sha256')
    .update(source)
    .update(await ownCode)
    .update(`${full.width} ${full.height} ${full.format} ${full.quality} ${sharp.versions.vips}`)
    .digest('hex')
    .slice(0, 32);
  return cachedFile(root, `pictures/${key}.${full.format}`, () => encode(source, full));
}

/** A file made once and kept in node_modules/.cache under `name`, which says what made it. */
export async function cachedFile(root: string, name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(root, 'node_modules/.cache', name);
  const hit = await readFile(file).catch(() => undefined);
  if (hit) return hit;
  const made = await make();
  await mkdir(path.dirname(file), { recursive: true });
  // Renamed into place, so a build running meanwhile never reads half a file; named for this write
  // alone, as two files alike (a card the same in both languages) may be written at once.
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, made);
  await rename(partial, file);
  return made;
}

const CONTENT_TYPES: Record<EncodedFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** What the site serves of a kind of picture (a project's, the portrait): each width in each format. */
export type PictureKind<Width extends number, Format extends EncodedFormat> = {
  widths: readonly Width[];
  formats: readonly Format[];
  height: (width: Width) => number;
};

/** The largest size of a kind the site serves: a smaller picture is enlarged to it. */
export const largestOf = <Width extends number>({ widths, height }: PictureKind<Width, EncodedFormat>): Size => ({
  width: widths.at(-1)!,
  height: height(widths.at(-1)!),
});

/** Every file of a picture of `kind`, at `url`, each made when asked for from the file `source` finds. */
export function pictureFiles<Width extends number, Format extends EncodedFormat>(
  root: string,
  { widths, formats, height }: PictureKind<Width, Format>,
  url: (width: Width, format: Format) => string,
  source: () => Promise<string>,
): BuiltFile[] {
  return widths.flatMap((width) =>
    formats.map((format) => ({
      url: url(width, format),
      type: CONTENT_TYPES[format],
      make: async () => pictureVariant(root, await source(), { width, height: height(width), format }),
    })),
  );
}
