/** Where a project's pictures are (src/public/media/projects, 640 and 1280 px wide) and how wide they show. */
import firstPicture from 'virtual:first-picture';

const DIR = '/media/projects';

// One column up to 62em (992 px at the default text size): the viewport less the page's side padding; two columns above.
export const PICTURE_SIZES = '(max-width: 62em) calc(100vw - 3rem), 45vw';

/** The first project's small AVIF comes inside the page: it is the page's largest paint. */
const small = (name: string, format: 'avif' | 'webp') =>
  format === 'avif' && name === firstPicture.image ? firstPicture.avif640 : `${DIR}/${name}-640.${format}`;

export const pictureSrcSet = (name: string, format: 'avif' | 'webp') =>
  `${small(name, format)} 640w, ${DIR}/${name}-1280.${format} 1280w`;

export const pictureFallback = (name: string) => `${DIR}/${name}-640.webp`;
