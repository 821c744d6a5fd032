/**
 * The favicon, the Apple touch icon, the site's social card (brand-images.ts), each project's
 * card in each language (project-social-images.ts) and each published post's (post-social-images.ts),
 * drawn from src/content: emitted into every build and served by `vite` in development, so they
 * always carry the owner's current name, title, projects and posts.
 */
import type { Plugin } from 'vite';
import { projects as contentProjects, type Project } from '../../content/projects.ts';
import { faviconSvg, socialImagePng, touchIconPng } from './brand-images.ts';
import { publishedPostFiles } from '../posts/post-files.ts';
import { postSocialImagePath, postSocialImagePng } from './post-social-images.ts';
import { projectSocialImagePng, projectSocialImages } from './project-social-images.ts';

type BrandFile = { type: string; make: () => string | Promise<Buffer> };

/** Every file by its URL; the projects' cards read their pictures under `root`. */
export function brandFiles(root: string, projects: readonly Project[] = contentProjects): Map<string, BrandFile> {
  return new Map<string, BrandFile>([
    ['/favicon.svg', { type: 'image/svg+xml', make: faviconSvg }],
    ['/apple-touch-icon.png', { type: 'image/png', make: touchIconPng }],
    ['/og-image.png', { type: 'image/png', make: () => socialImagePng() }],
    ...projectSocialImages(projects).map(
      ({ project, lang, path }) => [path, { type: 'image/png', make: () => projectSocialImagePng(root, project, lang) }] as const,
    ),
    ...publishedPostFiles(root).map((post) => [postSocialImagePath(post), { type: 'image/png', make: () => postSocialImagePng(post) }] as const),
  ]);
}

export function brandImages(): Plugin {
  let root = '';
  return {
    name: 'portfolio:brand-images',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      // All at once: sharp draws on its own threads while the next card's text is laid out.
      const files = await Promise.all([...brandFiles(root)].map(async ([url, { make }]) => ({ url, source: await make() })));
      for (const { url, source } of files) this.emitFile({ type: 'asset', fileName: url.slice(1), source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = brandFiles(root).get(req.url?.split('?')[0] ?? '');
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
