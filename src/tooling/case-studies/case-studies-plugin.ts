/**
 * Case studies: an imported src/content/projects/<slug>.<lang>.md becomes a module whose default
 * export is its safe HTML (render-case-study.ts), so a page fetches only its own case study, as a
 * small chunk of text. Its pictures are emitted into the browser build and served by `vite`, at the
 * one address the prerender writes too. A build stops at once on a file that names no project or
 * no language of the site, on one line naming it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { projects as contentProjects, type Project } from '../../content/projects.ts';
import { CASE_STUDIES_DIR, caseStudyOf, checkCaseStudyNames } from './case-study-files.ts';
import { renderCaseStudy } from './render-case-study.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

export function caseStudies(projects: readonly Pick<Project, 'slug'>[] = contentProjects): Plugin {
  let root = '';
  let base = '/';
  /** Each picture's address and file, as the case studies rendered so far use them. */
  const pictures = new Map<string, string>();
  return {
    name: 'portfolio:case-studies',
    configResolved(config) {
      root = config.root;
      base = config.base;
      if (config.command === 'build') checkCaseStudyNames(root, projects);
    },
    transform: {
      filter: { id: /\.md$/ },
      async handler(markdown, id) {
        const file = id.split('?')[0]!;
        if (path.dirname(file) !== path.join(root, CASE_STUDIES_DIR)) return undefined;
        caseStudyOf(path.relative(root, file).split(path.sep).join('/'), projects);
        const rendered = await renderCaseStudy(markdown, file, { root, base });
        for (const warning of rendered.warnings) this.warn(warning);
        for (const picture of rendered.pictures) {
          pictures.set(picture.url, picture.file);
          this.addWatchFile(picture.file);
        }
        return { code: `export default ${JSON.stringify(rendered.html)};`, map: null };
      },
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const [url, file] of pictures) {
        this.emitFile({ type: 'asset', fileName: url.slice(base.length), source: await readFile(file) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = pictures.get(req.url?.split('?')[0] ?? '');
        if (!file) return next();
        readFile(file)
          .then((data) => {
            res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
            res.end(data);
          })
          .catch(next);
      });
    },
  };
}
