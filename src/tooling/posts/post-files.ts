/** Where posts live, src/content/posts/<slug>.<lang>.md, and what their names say. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PostKey } from '../../content/blog-post.ts';
import { isPublishedLanguage, languages, type Lang } from '../../content/languages.ts';
import { ownerError } from '../assets/pictures.ts';
import { isPublished, readFrontMatter, type FrontMatter } from './front-matter.ts';

export const POSTS_DIR = 'src/content/posts';

/** A post's slug, its address under /blog/: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z\d]+(-[a-z\d]+)*$/;

/** The post and language a file is written for, from its name (relative to the root). */
export function postOf(file: string): { slug: string; lang: Lang } {
  const [slug, lang, ...rest] = path.basename(file, '.md').split('.');
  if (!slug || !lang || rest.length > 0)
    throw ownerError(`${file}: a post is named <slug>.<lang>.md, as what-i-learnt.${languages[0]}.md`);
  if (!SLUG.test(slug))
    throw ownerError(`${file}: a post's slug is its address: lower-case letters, digits and hyphens, not '${slug}'`);
  if (!(languages as readonly string[]).includes(lang)) {
    throw ownerError(
      `${file}: '${lang}' is not a language of the site (${languages.join(', ')}): name it ${slug}.<lang>.md`,
    );
  }
  return { slug, lang: lang as Lang };
}

export const postFiles = (root: string) => {
  const dir = path.join(root, POSTS_DIR);
  return (existsSync(dir) ? readdirSync(dir) : [])
    .filter((file) => file.endsWith('.md'))
    .map((file) => `${POSTS_DIR}/${file}`);
};

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
