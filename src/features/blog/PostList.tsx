import { Link } from '@tanstack/react-router';
import { languageParam } from '../../content/languages.ts';
import type { Post } from '../../content/blog-post.ts';
import { useTexts } from '../../lib/language.ts';
import { PostFacts } from './PostFacts.tsx';

/** Posts, newest first: each its title (a link to it), its date and reading time, its summary. */
export function PostList({ posts }: { posts: Post[] }) {
  const { lang } = useTexts();
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post.slug} className="post-list__item">
          <h2 className="post-list__title">
            <Link to="/{-$lang}/blog/$slug" params={{ lang: languageParam(lang), slug: post.slug }}>
              {post.title}
            </Link>
          </h2>
          <PostFacts post={post} />
          <p className="post-list__summary">{post.summary}</p>
        </li>
      ))}
    </ul>
  );
}
