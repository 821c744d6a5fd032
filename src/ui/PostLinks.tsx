import { Link } from '@tanstack/react-router';
import type { Post } from '../content/blog-post.ts';
import { languageParam } from '../content/languages.ts';
import { useLang } from '../lib/language.ts';
import './post-links.css';

/** Posts by their titles alone, each a link to it: where a page points to the posts on its subject. */
export function PostLinks({ posts }: { posts: readonly Pick<Post, 'slug' | 'title'>[] }) {
  const lang = useLang();
  return (
    <ul className="post-links">
      {posts.map((post) => (
        <li key={post.slug}>
          <Link to="/{-$lang}/blog/$slug" params={{ lang: languageParam(lang), slug: post.slug }}>
            {post.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
