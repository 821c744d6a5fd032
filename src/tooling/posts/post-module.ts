/**
 * A post's modules (../case-studies/README.md#posts): `?post-key`, `?post-meta` and its HTML; each null
 * for a post not shown.
 */
import type { Lang } from '../../content/languages.ts';
import type { Post, PostKey } from '../../content/blog-post.ts';
import type { Project } from '../../content/projects.ts';
import { ownerError } from '../assets/pictures.ts';
import { renderCaseStudy, type RenderedCaseStudy } from '../case-studies/render-case-study.ts';
import { isPublished, readFrontMatter } from './front-matter.ts';
import { postOf } from './post-files.ts';

export type PostQuery = 'post-key' | 'post-meta' | 'html';

/** What an adult reads in a minute of technical prose. */
const WORDS_PER_MINUTE = 200;

export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(markdown.split(/\s+/).filter((word) => /\w/.test(word)).length / WORDS_PER_MINUTE));
}

export type PostModuleOptions = {
  root: string;
  /** The tags a post may have: the projects'. */
  projects: readonly Partial<Pick<Project, 'tags'>>[];
  /** Drafts and posts to come too, as `npm run dev` shows them. */
  unpublished: boolean;
  today: string;
};

export async function postModule(
  markdown: string,
  file: string,
  absoluteFile: string,
  query: PostQuery,
  options: PostModuleOptions,
): Promise<{ code: string; rendered?: RenderedCaseStudy }> {
  const { slug, lang } = postOf(file);
  const { frontMatter, body } = readFrontMatter(markdown, file);
  const known = new Set(options.projects.flatMap((project) => project.tags ?? []));
  const unknown = frontMatter.tags.filter((tag) => !known.has(tag));
  if (unknown.length)
    throw ownerError(`${file}: a post's tags are the projects' (${[...known].join(', ')}), not ${unknown.join(', ')}`);
  const module = (value: unknown) => ({ code: `export default ${JSON.stringify(value)};` });
  if (!options.unpublished && !isPublished(frontMatter, options.today)) return module(null);
  if (query === 'post-key') return module({ slug, lang } satisfies PostKey);
  if (query === 'post-meta') {
    const { title, date, summary, tags } = frontMatter;
    return module({
      slug,
      lang: lang as Lang,
      title,
      date,
      summary,
      tags,
      minutes: readingMinutes(body),
    } satisfies Post);
  }
  const rendered = await renderCaseStudy(body, absoluteFile, options.root);
  return { ...module(rendered.html), rendered };
}
