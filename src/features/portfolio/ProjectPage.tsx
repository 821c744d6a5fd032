import { Link } from '@tanstack/react-router';
import { FaArrowDown, FaArrowLeft, FaArrowRight } from 'react-icons/fa';
import type { Post } from '../../content/blog-post.ts';
import { CASE_STUDY_ID } from '../../content/case-study-id.ts';
import { languageParam } from '../../content/languages.ts';
import type { ShownProject } from '../../content/case-studies.ts';
import type { Project } from '../../content/projects.ts';
import { useTexts } from '../../lib/language.ts';
import { PostLinks } from '../../ui/PostLinks.tsx';
import { ProjectCards } from '../../ui/ProjectCard.tsx';
import { ProjectCallToAction } from './ProjectCallToAction.tsx';
import { ProjectLinks } from './ProjectLinks.tsx';
import { ProjectSummary } from './ProjectSummary.tsx';
import { ProjectPicture } from '../../ui/ProjectPicture.tsx';
import '../../ui/tag.css';
import './portfolio.css';
import './project.css';
import '../../ui/case-study.css';

/**
 * `number`: its number in the carousel; `related`: the projects that share its technologies;
 * `previous`, `next`: its neighbours in the list; `posts`: those that share its technologies, in
 * the page's language.
 */
type Props = {
  project: Project;
  number: string;
  related: ShownProject[];
  previous: Project | undefined;
  next: Project | undefined;
  caseStudy: string | null;
  posts: Post[];
};

/**
 * A project's own page: what it is, when and where it was made, its technologies (each a link to
 * the carousel narrowed to it), its links and picture, its summary, then its case study if it has
 * one (Markdown rendered to safe HTML at build time, src/tooling/case-studies), a call to action,
 * the posts and the projects that share its technologies, and its neighbours.
 */
export function ProjectPage({ project, number, related, previous, next, caseStudy, posts }: Props) {
  const { lang, texts } = useTexts();
  const t = texts.project;
  const params = { lang: languageParam(lang) };
  const neighbours = [
    { project: previous, label: t.previousProject, icon: <FaArrowLeft aria-hidden />, rel: 'prev' },
    { project: next, label: t.nextProject, icon: <FaArrowRight aria-hidden />, rel: 'next' },
  ];

  return (
    <article className="page project">
      <Link className="project__back" to="/{-$lang}/experience" params={params} search={{ project: project.slug }}>
        <FaArrowLeft aria-hidden />
        {t.backToPortfolio}
      </Link>
      <header className="project__header">
        <div className="project__intro">
          <p className="portfolio__number meta" aria-hidden="true">
            {number}
          </p>
          <h1 className="page-title project__title" tabIndex={-1}>
            {project.title[lang]}
          </h1>
          <p className="project__meta">{`${project.year} · ${texts.portfolio.contexts[project.context]}`}</p>
          <p className="project__description">{project.description[lang]}</p>
          <ul className="project__tags" aria-label={t.technologies}>
            {project.tags.map((tag) => (
              <li key={tag}>
                <Link
                  className="tag"
                  to="/{-$lang}/experience"
                  params={params}
                  search={{ tech: tag }}
                  aria-label={t.projectsWith(tag)}
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
          <ProjectLinks project={project} />
          {caseStudy && (
            <a className="button project__case-study" href={`#${CASE_STUDY_ID}`}>
              {texts.portfolio.readCaseStudy}
              <FaArrowDown aria-hidden />
            </a>
          )}
        </div>
        {/* Before the picture: on a phone the summary comes first; wide screens place it under both. */}
        <ProjectSummary project={project} />
        <div className="project__frame">
          {/* Lazy: below the summary on a phone, and fetched after the first paint, as everything but the page is (decision 002). */}
          <ProjectPicture project={project} lang={lang} hidden={false} eager={false} load />
        </div>
      </header>
      {caseStudy && <div id={CASE_STUDY_ID} className="case-study" dangerouslySetInnerHTML={{ __html: caseStudy }} />}
      <ProjectCallToAction project={project} />
      {posts.length > 0 && (
        <section className="project__related" aria-labelledby="related-posts">
          <h2 id="related-posts" className="project__related-title">
            {texts.blog.relatedPosts}
          </h2>
          <PostLinks posts={posts} />
        </section>
      )}
      {related.length > 0 && (
        <section className="project__related" aria-labelledby="related-projects">
          <h2 id="related-projects" className="project__related-title">
            {t.relatedProjects}
          </h2>
          <ProjectCards projects={related} />
        </section>
      )}
      <nav className="project__neighbours" aria-label={texts.portfolio.carousel}>
        {neighbours.map(({ project: neighbour, label, icon, rel }) =>
          neighbour ? (
            <Link
              key={rel}
              className={`project__neighbour project__neighbour--${rel}`}
              rel={rel}
              to="/{-$lang}/experience/$slug"
              params={{ ...params, slug: neighbour.slug }}
            >
              <span className="project__neighbour-label">
                {rel === 'prev' && icon}
                {label}
                {rel === 'next' && icon}
              </span>
              <span className="project__neighbour-title">{neighbour.title[lang]}</span>
            </Link>
          ) : (
            <span key={rel} />
          ),
        )}
      </nav>
    </article>
  );
}
