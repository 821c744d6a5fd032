/**
 * `virtual:first-picture`: the carousel's first picture, the Portfolio page's largest paint, as a data URL
 * inside the page; encoded softer until it fits INLINE_BUDGET, else left as a file with a warning.
 */
import type { Plugin } from 'vite';
import { projects } from '../../content/projects.ts';
import { findPictureSource, projectPictureVariant } from '../assets/project-pictures.ts';

// The room the Portfolio page leaves in the first flight beside its HTML and stylesheet (print rules included).
const INLINE_BUDGET = 3_400;
const INLINE_QUALITIES = [60, 55, 50, 45, 40, 35];

async function inlineAvif(root: string, source: string): Promise<Buffer | undefined> {
  for (const quality of INLINE_QUALITIES) {
    const avif = await projectPictureVariant(root, source, 640, 'avif', quality);
    if (avif.byteLength <= INLINE_BUDGET) return avif;
  }
  return undefined;
}

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
      // The browser's app takes the picture from the prerendered page, which has it already, rather
      // than fetch it a second time inside its code; a page without it shows the file.
      if (this.environment.config.consumer === 'client')
        return `export default { image: ${JSON.stringify(image)}, avif640: document.querySelector('source[srcset^="data:image/avif"]')?.getAttribute('srcset')?.split(' ')[0] };`;
      const source = await findPictureSource(root, image);
      this.addWatchFile(source);
      const avif = await inlineAvif(root, source);
      if (!avif)
        this.warn(
          `${image}: too detailed to come inside the page, so the Portfolio page's largest paint waits for its file`,
        );
      const avif640 = avif ? `data:image/avif;base64,${avif.toString('base64')}` : undefined;
      return `export default ${JSON.stringify({ image, avif640 })};`;
    },
  };
}
