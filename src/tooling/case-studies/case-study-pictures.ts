/** A case study's picture: a file beside the content, served as it is at an address that follows its content. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { ownerError } from '../assets/pictures.ts';

export type CaseStudyPicture = { file: string; url: string; width: number; height: number };

/** What every browser shows: sharp calls AVIF 'heif' compressed with AV1 (HEIC is 'heif' too, and is not). */
const showable = ({ format, compression }: Metadata) =>
  ['png', 'jpeg', 'webp', 'gif'].includes(format) || (format === 'heif' && compression === 'av1');

/** An address with a scheme, a host or an absolute path: not a file beside the content. */
const NOT_RELATIVE = /^([a-z][a-z\d+.-]*:|\/)/i;

/** `where` (file and line) starts the line that stops the build on a picture missing, elsewhere or none. */
export async function caseStudyPicture(
  markdownFile: string,
  src: string | undefined,
  where: string,
): Promise<CaseStudyPicture> {
  if (!src || NOT_RELATIVE.test(src)) {
    throw ownerError(
      `${where}: a picture is a file of the repository, written relative to the case study (as ../pictures/name.png), not ${src ? `'${src}'` : 'this address'}`,
    );
  }
  const file = path.resolve(path.dirname(markdownFile), decodeURI(src.replace(/[?#].*$/, '')));
  const data = await readFile(file).catch(() => {
    throw ownerError(`${where}: no picture at ${src}`);
  });
  const metadata = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!metadata || !showable(metadata))
    throw ownerError(`${where}: ${src} is not a PNG, JPEG, WebP, AVIF or GIF picture`);
  const { name, ext } = path.parse(file);
  const hash = createHash('sha256').update(data).digest('base64url').slice(0, 8);
  const url = `/assets/${name.replace(/[^\w-]+/g, '-')}-${hash}${ext.toLowerCase()}`;
  // As shown: a phone photo's EXIF orientation applied, as browsers do.
  return { file, url, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}
