/** Case studies and posts, Markdown to modules of safe HTML, and their pictures (README.md). */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { projects as contentProjects, type Project } from '../../content/projects.ts';
import { builtFiles } from '../built-files.ts';
import { checkPostNames, POSTS_DIR } from '../posts/post-files.ts';
import { postModule, type PostQuery } from '../posts/post-module.ts';
import { CASE_STUDIES_DIR, caseStudyOf, checkCaseStudyNames } from './case-study-files.ts';
import { renderCaseStudy, type RenderedCaseStudy } from './render-case-study.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

type Options = {
  /** The day posts are published up to, YYYY-MM-DD: by default today's. */
  today?: string;
};

/** The project of a case study, whose tags a post may have. */
type ProjectOfFiles = Pick<Project, 'slug'> & Partial<Pick<Project, 'tags'>>;

export function caseStudies(
  projects: readonly ProjectOfFiles[] = contentProjects,
  { today = new Date().toISOString().slice(0, 10) }: Options = {},
): Plugin {
  let root = '';
  // Drafts and posts to come show under `npm run dev`, in no build (the prerender renders in production mode).
  let unpublished = false;
  /** Each picture's address and file, as the case studies rendered so far use them. */
  const pictures = new Map<string, string>();
  return {
    name: 'portfolio:case-studies',
    configResolved(config) {
      root = config.root;
      unpublished = config.command === 'serve' && config.mode !== 'production';
      if (config.command === 'build') {
        checkCaseStudyNames(root, projects);
        checkPostNames(root);
      }
    },
    transform: {
      filter: { id: /\.md(\?post-(key|meta))?$/ },
      async handler(markdown, id) {
        const [file, query] = id.split('?') as [string, PostQuery | undefined];
        const relative = path.relative(root, file).split(path.sep).join('/');
        const keep = (rendered: RenderedCaseStudy) => {
          for (const warning of rendered.warnings) this.warn(warning);
          for (const picture of rendered.pictures) {
            pictures.set(picture.url, picture.file);
            this.addWatchFile(picture.file);
          }
        };
        if (path.dirname(file) === path.join(root, POSTS_DIR)) {
          const options = { root, projects, unpublished, today };
          const post = await postModule(markdown, relative, file, query ?? 'html', options);
          if (post.rendered) keep(post.rendered);
          return { code: post.code, map: null };
        }
        if (path.dirname(file) !== path.join(root, CASE_STUDIES_DIR) || query) return undefined;
        caseStudyOf(relative, projects);
        const rendered = await renderCaseStudy(markdown, file, root);
        keep(rendered);
        return { code: `export default ${JSON.stringify(rendered.html)};`, map: null };
      },
    },
    ...builtFiles({
      files: () =>
        [...pictures].map(([url, file]) => ({
          url,
          type: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          make: () => readFile(file),
        })),
    }),
  };
}
