/**
 * `virtual:first-picture`: the small AVIF of the carousel's first project as a data URL. That
 * picture is the Portfolio page's largest paint; carried inside the page (a few KB), it paints
 * with the page's text instead of waiting for a connection of its own. Made at build time from
 * the content, so it follows whichever project comes first and whichever picture it has.
 */
import type { Plugin } from 'vite';
import { projects } from '../../content/projects.ts';
import { findPictureSource, pictureVariant } from '../assets/project-pictures.ts';

const ID = 'virtual:first-picture';
const RESOLVED = `\0${ID}`;

export function firstPicture(): Plugin {
  let root = '';
  return {
    name: 'portfolio:first-picture',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { image } = projects[0]!;
      const source = await findPictureSource(root, image);
      this.addWatchFile(source);
      const avif640 = `data:image/avif;base64,${(await pictureVariant(root, source, 640, 'avif')).toString('base64')}`;
      return `export default ${JSON.stringify({ image, avif640 })};`;
    },
  };
}
