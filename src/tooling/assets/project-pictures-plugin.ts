/**
 * Serves the project pictures (project-pictures.ts): emitted into every build, from the pictures of
 * src/content/pictures, and made on request under `vite` in development. A build stops at once, on
 * one line naming the file to add, when a project has no picture.
 */
import type { Logger, Plugin } from 'vite';
import { projects as contentProjects, type Project } from '../../content/projects.ts';
import { CONTENT_TYPES } from './pictures.ts';
import { findPictureSource, pictureVariants, projectPictureFiles, projectPictureVariant, projectPictureWarnings } from './project-pictures.ts';

export function projectPictures(projects: Pick<Project, 'image'>[] = contentProjects): Plugin {
  const names = projects.map((project) => project.image);
  let root = '';
  let logger: Logger;
  return {
    name: 'portfolio:project-pictures',
    // Checked before the build starts, so a missing picture is the build's only message.
    async configResolved(config) {
      root = config.root;
      logger = config.logger;
      if (config.command === 'build') await Promise.all(names.map((name) => findPictureSource(root, name)));
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const { url, data } of await projectPictureFiles(root, names)) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: data });
      }
      for (const name of names) {
        for (const warning of await projectPictureWarnings(await findPictureSource(root, name))) logger.warn(warning);
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const wanted = pictureVariants(names).find(({ url }) => url === req.url?.split('?')[0]);
        if (!wanted) return next();
        findPictureSource(root, wanted.name)
          .then((file) => projectPictureVariant(root, file, wanted.width, wanted.format))
          .then((data) => {
            res.setHeader('Content-Type', CONTENT_TYPES[wanted.format]);
            res.end(data);
          })
          .catch(next);
      });
    },
  };
}
