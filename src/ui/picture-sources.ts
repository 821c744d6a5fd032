/** The srcsets of a project's pictures (picture-files.ts) and how wide they show. */
import firstPicture from 'virtual:first-picture';
import { pictureUrl, type PictureFormat } from './picture-files.ts';

// One column up to 62em (992 px at the default text size): the viewport less the page's side padding; two columns above.
export const PICTURE_SIZES = '(max-width: 62em) calc(100vw - 3rem), 45vw';

/**
 * The first project's small AVIF comes inside the Portfolio page (`inline`): it is the page's
 * largest paint. Elsewhere it is fetched, as the others are.
 */
const small = (name: string, format: PictureFormat, inline: boolean) =>
  (inline && format === 'avif' && name === firstPicture.image && firstPicture.avif640) || pictureUrl(name, 640, format);

export const pictureSrcSet = (name: string, format: PictureFormat, inline = false) =>
  `${small(name, format, inline)} 640w, ${pictureUrl(name, 1280, format)} 1280w`;

export const pictureFallback = (name: string) => pictureUrl(name, 640, 'webp');
