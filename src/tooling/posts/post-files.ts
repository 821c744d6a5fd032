/** Where posts live, src/content/posts/<slug>.<lang>.md, and what their names say. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PostKey } from '../../content/blog-post.ts';
import { isPublishedLanguage, type Lang } from '../../content/languages.ts';
import { markdownFiles, slugAndLanguage } from '../case-studies/case-study-files.ts';
import { ownerError } from '../assets/pictures.ts';
import { isPublished, readFrontMatter, type FrontMatter } from './front-matter.ts';

export const POSTS_DIR = 'src/content/posts';

/** A post's slug, its address under /blog/: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z\d]+(-[a-z\d]+)*$/;

/** The post and language a file is written for, from its name (relative to the root). */
export function postOf(file: string): { slug: string; lang: Lang } {
  return slugAndLanguage(file, ['a post', 'what-i-learnt'], (slug) => {
    if (!SLUG.test(slug))
      throw ownerError(`${file}: a post's slug is its address: lower-case letters, digits and hyphens, not '${slug}'`);
  });
}

export const postFiles = (root: string) => markdownFiles(root, POSTS_DIR);

export function checkPostNames(root: string): void {
  for (const file of postFiles(root)) postOf(file);
}

/** The posts a build on `today` publishes, for scripts (the pages read src/content/posts.ts, which only Vite loads). */
export function publishedPostFiles(
  root: string,
  today = new Date().toISOString().slice(0, 10),
): (PostKey & FrontMatter)[] {
  return postFiles(root)
    .map((file) => ({
      ...postOf(file),
      ...readFrontMatter(readFileSync(path.join(root, file), 'utf8'), file).frontMatter,
    }))
    .filter((post) => isPublished(post, today) && isPublishedLanguage(post.lang));
}
