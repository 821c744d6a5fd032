/**
 * The project pictures: the owner puts one picture per project in src/content/pictures, named after
 * the project's `image` in src/content/projects.ts (`snake.png`), and the build makes from it every
 * file the site serves (src/features/portfolio/picture-files.ts). Made files are cached by content in
 * node_modules/.cache, so a build encodes only the pictures that changed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  pictureHeight,
  pictureUrl,
  type PictureFormat,
  type PictureWidth,
} from '../../features/portfolio/picture-files.ts';

export const PICTURES_DIR = 'src/content/pictures';
const SOURCE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif'];
const CACHE_DIR = 'node_modules/.cache/project-pictures';

// 4:4:4 chroma keeps thin coloured lines (grids, text, screenshots) crisp.
const ENCODING = {
  avif: { quality: 60, effort: 7, chromaSubsampling: '4:4:4' },
  webp: { quality: 82, effort: 6, smartSubsample: true },
} as const;

/** An error that reads as its message alone: the build prints that line, with no trace to read past. */
export function ownerError(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/** The owner's picture for the project `name`, or a one-line error saying which file to add where. */
export async function findPictureSource(root: string, name: string): Promise<string> {
  const files = await readdir(path.join(root, PICTURES_DIR)).catch(() => []);
  const matches = files.filter((file) => {
    const { name: base, ext } = path.parse(file);
    return base === name && SOURCE_EXTENSIONS.includes(ext.toLowerCase());
  });
  if (matches.length === 0) {
    const others = SOURCE_EXTENSIONS.slice(1).join(', ');
    throw ownerError(`Missing picture for the project '${name}' (its image in src/content/projects.ts): add ${PICTURES_DIR}/${name}.png (or ${others})`);
  }
  if (matches.length > 1) throw ownerError(`Two pictures for the project '${name}' in ${PICTURES_DIR} (${matches.join(', ')}): keep one`);
  return path.join(root, PICTURES_DIR, matches[0]!);
}

/** What the owner may want to know about a picture: enlarged to fill 1280 px, or cropped to 4:3. */
export async function pictureWarnings(sourceFile: string): Promise<string[]> {
  // As shown: a phone photo's EXIF orientation applied.
  const { width: w, height: h } = (await sharp(sourceFile).metadata()).autoOrient;
  const shown = PICTURE_WIDTHS.at(-1)!;
  const name = path.basename(sourceFile);
  const warnings: string[] = [];
  if (w < shown || h < pictureHeight(shown)) warnings.push(`${name} is ${w} x ${h}: enlarged, it looks soft on sharp screens (give at least ${shown} x ${pictureHeight(shown)})`);
  if (Math.abs(w / h - 4 / 3) > 0.01) warnings.push(`${name} is not 4:3: its sides are cut off to fit`);
  return warnings;
}

/** Cropped to 4:3 around the centre and scaled to `width`; the alpha channel only if the picture uses it. */
async function encode(source: Buffer, width: PictureWidth, format: PictureFormat, quality: number): Promise<Buffer> {
  const image = sharp(source).autoOrient().resize(width, pictureHeight(width), { fit: 'cover' });
  if ((await sharp(source).stats()).isOpaque) image.removeAlpha();
  return image.toFormat(format, { ...ENCODING[format], quality }).toBuffer();
}

// This module's own text is part of the cache key: a change to how pictures are made remakes them.
let ownCode: Promise<Buffer> | undefined;

/** One file of a picture, from the cache when this picture, this code and this libvips made it before. */
export async function pictureVariant(
  root: string,
  sourceFile: string,
  width: PictureWidth,
  format: PictureFormat,
  quality: number = ENCODING[format].quality,
): Promise<Buffer> {
  const source = await readFile(sourceFile);
  ownCode ??= readFile(fileURLToPath(import.meta.url));
  const key = createHash('sha256')
    .update(source)
    .update(await ownCode)
    .update(`${width} ${format} ${quality} ${sharp.versions.vips}`)
    .digest('hex')
    .slice(0, 32);
  const cached = path.join(root, CACHE_DIR, `${key}.${format}`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return hit;
  const variant = await encode(source, width, format, quality);
  await mkdir(path.dirname(cached), { recursive: true });
  // Renamed into place, so a build running meanwhile never reads half a file.
  const partial = `${cached}.${process.pid}.part`;
  await writeFile(partial, variant);
  await rename(partial, cached);
  return variant;
}

export type PictureVariant = { name: string; width: PictureWidth; format: PictureFormat; url: string };

/** Every file the site serves for these pictures. */
export function pictureVariants(names: string[]): PictureVariant[] {
  return names.flatMap((name) =>
    PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map((format) => ({ name, width, format, url: pictureUrl(name, width, format) }))),
  );
}

/** Every file of every picture, checking that each picture is there before encoding any. */
export async function projectPictureFiles(root: string, names: string[]): Promise<{ url: string; data: Buffer }[]> {
  const sources = new Map(await Promise.all(names.map(async (name) => [name, await findPictureSource(root, name)] as const)));
  return Promise.all(
    pictureVariants(names).map(async ({ name, width, format, url }) => ({ url, data: await pictureVariant(root, sources.get(name)!, width, format) })),
  );
}
