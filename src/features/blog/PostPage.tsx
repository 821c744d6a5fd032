import { Link } from '@tanstack/react-router';
import { FaArrowLeft } from 'react-icons/fa';
import { languageParam } from '../../content/languages.ts';
import type { Post } from '../../content/blog-post.ts';
import { blogTexts } from '../../content/blog-texts.ts';
import { useTexts } from '../../lib/language.ts';
import { PostFacts } from './PostFacts.tsx';
import '../../ui/case-study.css';
import './blog.css';

/** A post: its title, date, reading time and tags, then its body (safe HTML made at build time, src/tooling/posts). */
export function PostPage({ post, html }: { post: Post; html: string }) {
  const { lang } = useTexts();
  return (
    <article className="page post">
      <Link className="post__back" to="/{-$lang}/blog" params={{ lang: languageParam(lang) }}>
        <FaArrowLeft aria-hidden />
        {blogTexts[lang].backToBlog}
      </Link>
      <h1 className="page-title post__title" tabIndex={-1}>
        {post.title}
      </h1>
      <PostFacts post={post} />
      <div className="case-study" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
