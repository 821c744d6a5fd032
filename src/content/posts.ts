/**
 * The blog's posts: Markdown in posts/, one file per post and language, posts/<slug>.<lang>.md, its
 * front matter first (title, date, summary, tags, draft). The build reads them (src/tooling/posts):
 * the index gets each post's front matter and reading time, a post's page fetches only its own
 * body, as safe HTML; no Markdown parser reaches the browser. A draft, or a post dated after the
 * day of the build, is in no build, and shows under `npm run dev`.
 */
import type { Post } from './blog-post.ts';
import { isPublishedLanguage, type Lang } from './languages.ts';

const metas = import.meta.glob<Post | null>('./posts/*.md', { query: '?post-meta', import: 'default', eager: true });
const bodies = import.meta.glob<string | null>('./posts/*.md', { import: 'default' });

/** Every published post in every published language, newest first. */
export const posts: Post[] = Object.values(metas)
  .filter((post): post is Post => post !== null && isPublishedLanguage(post.lang))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

export function postsIn(lang: Lang): Post[] {
  return posts.filter((post) => post.lang === lang);
}

export function postBySlug(slug: string, lang: Lang): Post | undefined {
  return posts.find((post) => post.slug === slug && post.lang === lang);
}

/** The languages a post is written in. */
export function postLanguages(slug: string): Lang[] {
  return posts.filter((post) => post.slug === slug).map((post) => post.lang);
}

/** The posts in `lang` that share a tag with `tags` (a project's), newest first. */
export function postsTagged(tags: readonly string[], lang: Lang): Post[] {
  return postsIn(lang).filter((post) => post.tags.some((tag) => tags.includes(tag)));
}

/** A published post's body, as HTML. */
export async function loadPost(slug: string, lang: Lang): Promise<string> {
  const body = await bodies[`./posts/${slug}.${lang}.md`]?.();
  if (!body) throw new Error(`No published post ${slug}.${lang}`);
  return body;
}
