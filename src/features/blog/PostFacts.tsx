import { Link } from '@tanstack/react-router';
import { languageParam } from '../../content/languages.ts';
import type { Post } from '../../content/blog-post.ts';
import { blogTexts } from '../../content/blog-texts.ts';
import { useTexts } from '../../lib/language.ts';
import '../../ui/tag.css';

/** A post's date, reading time and tags, each tag a link to the projects that use it. */
export function PostFacts({ post }: { post: Post }) {
  const { lang, texts } = useTexts();
  const t = blogTexts[lang];
  // The date as written, read as a day with no time zone: the same day on the server and in any browser.
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(post.date));
  return (
    <div className="post-facts">
      <p className="post-facts__line meta">
        <time dateTime={post.date}>{date}</time> · {t.readingTime(post.minutes)}
      </p>
      {post.tags.length > 0 && (
        <ul className="post-facts__tags" aria-label={t.tags}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                className="tag"
                to="/{-$lang}/experience"
                params={{ lang: languageParam(lang) }}
                search={{ tech: tag }}
                aria-label={texts.project.projectsWith(tag)}
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
