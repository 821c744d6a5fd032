/**
 * The blog's posts: Markdown in posts/, one file per post and language, posts/<slug>.<lang>.md, its
 * front matter first (title, date, summary, tags, draft). The build reads them (src/tooling/posts):
 * each post's front matter and reading time, and its body as safe HTML, are small modules of their
 * own, which a page's route loads as it starts: a page gets the posts of its language only, and no
 * page's first scripts carry them. No Markdown parser reaches the browser. A draft, or a post
 * dated after the day of the build, is in no build, and shows under `npm run dev`.
 */
import type { Post } from './blog-post.ts';
import type { Lang } from './languages.ts';

/** Each post file's front matter and reading time; null for a post the build does not publish. */
export const postMetas = import.meta.glob<Post | null>('./posts/*.md', { query: '?post-meta', import: 'default' });
const bodies = import.meta.glob<string | null>('./posts/*.md', { import: 'default' });

/** The published posts in `lang`, newest first. */
export async function loadPosts(lang: Lang): Promise<Post[]> {
  const inLang = Object.entries(postMetas).filter(([file]) => file.endsWith(`.${lang}.md`));
  const posts = await Promise.all(inLang.map(([, load]) => load()));
  return posts
    .filter((post) => post !== null)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The posts in `lang` that share a tag with `tags` (a project's), newest first. */
export async function postsTagged(tags: readonly string[], lang: Lang): Promise<Post[]> {
  return (await loadPosts(lang)).filter((post) => post.tags.some((tag) => tags.includes(tag)));
}

/** A published post and its body, as HTML; undefined for a post not published in `lang`. */
export async function loadPost(slug: string, lang: Lang): Promise<{ post: Post; html: string } | undefined> {
  const file = `./posts/${slug}.${lang}.md`;
  const [post, html] = await Promise.all([postMetas[file]?.(), bodies[file]?.()]);
  return post && html ? { post, html } : undefined;
}
