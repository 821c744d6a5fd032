/**
 * The files the build makes beside the bundle (src/tooling/README.md), emitted into the client build and
 * made on request under `vite`, so the dev server shows the content as it is now.
 */
import type { Plugin } from 'vite';

/** A file at its URL, with its media type; `make` runs only when it is emitted or asked for. */
export type BuiltFile = { url: string; type: string; make: () => string | Buffer | Promise<string | Buffer> };

type Options = {
  /** Every file, for the project under `root`: read again on each request in development. */
  files: (root: string) => BuiltFile[] | Promise<BuiltFile[]>;
  /** What the owner may want to know once the files are emitted, as the build's warnings. */
  warnings?: (root: string) => Promise<string[]>;
};

export function builtFiles({ files, warnings }: Options) {
  return {
    async generateBundle() {
      const { build, root } = this.environment.config;
      if (build.ssr) return;
      // All at once: sharp and the PDF writer work while the next file is laid out.
      const made = await Promise.all(
        (await files(root)).map(async (file) => ({ url: file.url, source: await file.make() })),
      );
      for (const { url, source } of made) this.emitFile({ type: 'asset', fileName: url.slice(1), source });
      for (const warning of (await warnings?.(root)) ?? []) this.environment.logger.warn(warning);
    },
    configureServer(server) {
      const { root } = server.config;
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        Promise.resolve(files(root))
          .then(async (list) => {
            const file = list.find((candidate) => candidate.url === url);
            if (!file) return next();
            const data = await file.make();
            res.setHeader('Content-Type', file.type);
            res.end(data);
          })
          .catch(next);
      });
    },
  } satisfies Partial<Plugin>;
}
