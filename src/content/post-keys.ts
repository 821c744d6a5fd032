/**
 * Which posts exist in which language, and no more: what the header (its Blog entry, shown only
 * where there is a post) and the language switch need on every page, kept apart from the posts'
 * texts (posts.ts), which pages load as they start.
 */
import { isPublishedLanguage, type Lang } from './languages.ts';
import type { PostKey } from './blog-post.ts';

const keys = import.meta.glob<PostKey | null>('./posts/*.md', { query: '?post-key', import: 'default', eager: true });

/** The published posts' slugs and languages, in the published languages only. */
export const postKeys: PostKey[] = Object.values(keys).filter(
  (key): key is PostKey => key !== null && isPublishedLanguage(key.lang),
);

/** Whether the blog has a post in `lang`: its index, its header entry and its feed exist only then. */
export function hasPosts(lang: Lang): boolean {
  return postKeys.some((key) => key.lang === lang);
}

export function hasPost(slug: string, lang: Lang): boolean {
  return postKeys.some((key) => key.slug === slug && key.lang === lang);
}
