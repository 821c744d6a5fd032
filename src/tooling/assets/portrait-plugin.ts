/**
 * The owner's optional portrait (portrait.ts). `virtual:portrait` tells the app whether there is
 * one, so the hero shows it or leaves it out without a request; the build emits its files, and
 * `vite` makes them on request in development. Adding or removing the portrait under `npm run dev`
 * shows after a restart.
 */
import type { Logger, Plugin } from 'vite';
import { CONTENT_TYPES } from './pictures.ts';
import { findPortrait, portraitFiles, portraitVariant, portraitVariants, portraitWarnings } from './portrait.ts';

const ID = 'virtual:portrait';
const RESOLVED = `\0${ID}`;

export function portrait(): Plugin {
  let root = '';
  let logger: Logger;
  return {
    name: 'portfolio:portrait',
    configResolved(config) {
      root = config.root;
      logger = config.logger;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const source = await findPortrait(root);
      if (source) this.addWatchFile(source);
      return `export default ${Boolean(source)};`;
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const { url, data } of await portraitFiles(root)) this.emitFile({ type: 'asset', fileName: url.slice(1), source: data });
      for (const warning of await portraitWarnings(root)) logger.warn(warning);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const wanted = portraitVariants.find(({ url }) => url === req.url?.split('?')[0]);
        if (!wanted) return next();
        findPortrait(root)
          .then((source) => {
            if (!source) return next();
            return portraitVariant(root, source, wanted.width, wanted.format).then((data) => {
              res.setHeader('Content-Type', CONTENT_TYPES[wanted.format]);
              res.end(data);
            });
          })
          .catch(next);
      });
    },
  };
}
