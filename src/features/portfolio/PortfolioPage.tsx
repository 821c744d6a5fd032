import { useNavigate } from '@tanstack/react-router';
import type { Post } from '../../content/blog-post.ts';
import { useTexts } from '../../lib/language.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { AccentText } from '../../ui/AccentText.tsx';
import { PostLinks } from '../../ui/PostLinks.tsx';
import { ProjectCarousel } from './ProjectCarousel.tsx';
import type { PortfolioSearch } from './project-search.ts';
import type { ShownProject } from '../../content/case-studies.ts';
import { TechFilter } from './TechFilter.tsx';
import './portfolio.css';

/** `numbers`: each project's number, by slug; `tags`: every technology the projects name. */
type Props = {
  search: PortfolioSearch;
  projects: ShownProject[];
  tags: string[];
  numbers: Record<string, string>;
  posts: Post[];
};

/**
 * The carousel, narrowed to a technology and opened at a project as the URL asks. The
 * prerendered page, the same HTML for every search, shows every project from the first: the app
 * applies the search once it runs (a URL with one starts it at once, src/startup/boot.ts). Narrowed
 * to a technology, it lists the posts about it under the carousel (`posts`: those in the page's language).
 */
export function PortfolioPage({ search, projects, tags, numbers, posts }: Props) {
  const { texts } = useTexts();
  const t = texts.portfolio;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { tech: asked, project } = hydrated ? search : {};
  // A technology no project uses narrows nothing.
  const tech = asked !== undefined && tags.includes(asked) ? asked : undefined;
  const shown = tech ? projects.filter((item) => item.tags.includes(tech)) : projects;
  const postsOnTech = tech ? posts.filter((post) => post.tags.includes(tech)) : [];
  const start = Math.max(
    0,
    shown.findIndex((item) => item.slug === project),
  );
  const select = (tag: string | undefined) =>
    void navigate({ to: '.', search: tag ? { tech: tag } : {}, replace: true, resetScroll: false });

  return (
    <div className="page portfolio">
      <h1 className="page-title portfolio__heading" lang={t.title.lang} tabIndex={-1}>
        <AccentText title={t.title} />
      </h1>
      <TechFilter tags={tags} selected={tech} onSelect={select} />
      {/* Stays in the page, so that its new text, a filter's count, is announced. */}
      <p className="portfolio__count meta" role="status">
        {t.shownCount(shown.length, tech)}
      </p>
      {/* A new filter or start is a new carousel: its position and the pictures it has shown start over. */}
      <ProjectCarousel key={`${tech}/${start}`} projects={shown} numbers={numbers} start={start} />
      {postsOnTech.length > 0 && (
        <nav className="portfolio__posts" aria-label={texts.blog.postsOn(tech!)}>
          <p className="portfolio__posts-title meta">{texts.blog.postsOn(tech!)}</p>
          <PostLinks posts={postsOnTech} />
        </nav>
      )}
    </div>
  );
}
