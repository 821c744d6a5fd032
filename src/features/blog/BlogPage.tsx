import type { Post } from '../../content/blog-post.ts';
import { blogTexts } from '../../content/blog-texts.ts';
import { useTexts } from '../../lib/language.ts';
import { PostList } from './PostList.tsx';
import './blog.css';

/** The blog's index in the page's language: its posts, newest first, and its Atom feed. */
export function BlogPage({ posts, feed }: { posts: Post[]; feed: string }) {
  const { lang, texts } = useTexts();
  const t = blogTexts[lang];
  return (
    <div className="page blog">
      <h1 className="page-title" tabIndex={-1}>
        {texts.blog.title}
      </h1>
      <p className="blog__intro">
        {t.intro}{' '}
        <a href={feed} type="application/atom+xml">
          {t.feed}
        </a>
      </p>
      <PostList posts={posts} />
    </div>
  );
}
