/**
 * The favicon, the Apple touch icon and the social image (brand-images.ts), drawn from
 * src/content/profile.ts: emitted into every build and served by `vite` in development, so they
 * always carry the owner's current name and title.
 */
import type { Plugin } from 'vite';
import { faviconSvg, socialImagePng, touchIconPng } from './brand-images.ts';

const BRAND_FILES: Record<string, { type: string; make: () => string | Promise<Buffer> }> = {
  'favicon.svg': { type: 'image/svg+xml', make: faviconSvg },
  'apple-touch-icon.png': { type: 'image/png', make: touchIconPng },
  'og-image.png': { type: 'image/png', make: socialImagePng },
};

export function brandImages(): Plugin {
  return {
    name: 'portfolio:brand-images',
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const [fileName, { make }] of Object.entries(BRAND_FILES)) {
        this.emitFile({ type: 'asset', fileName, source: await make() });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = BRAND_FILES[req.url?.split('?')[0]?.slice(1) ?? ''];
        if (!file) return next();
        Promise.resolve(file.make())
          .then((data) => {
            res.setHeader('Content-Type', file.type);
            res.end(data);
          })
          .catch(next);
      });
    },
  };
}
