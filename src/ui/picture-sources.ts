/** The srcsets of a project's pictures (picture-files.ts) and how wide they show. */
import { pictureUrl, type PictureFormat } from './picture-files.ts';

// One column up to 62em (992 px at the default text size): the viewport less the page's side padding; two columns above.
export const PICTURE_SIZES = '(max-width: 62em) calc(100vw - 3rem), 45vw';

/** The 640 and 1280 px files; `small`, when given, stands for the 640 px one (a data URL inside the page). */
export const pictureSrcSet = (name: string, format: PictureFormat, small = pictureUrl(name, 640, format)) =>
  `${small} 640w, ${pictureUrl(name, 1280, format)} 1280w`;

export const pictureFallback = (name: string) => pictureUrl(name, 640, 'webp');
