import { Link } from '@tanstack/react-router';
import type { ShownProject } from '../content/case-studies.ts';
import { languageParam } from '../content/languages.ts';
import { useTexts } from '../lib/language.ts';
import { ProjectPicture } from './ProjectPicture.tsx';
import './project-card.css';

/** As wide as a card shows: one column on phones, up to three side by side (ui.css). */
const CARD_SIZES = '(max-width: 48em) calc(100vw - 3rem), 30vw';

/**
 * A project as a card: its picture, year and context, title (the link to its page, which the whole
 * card answers to), its outcome or else its description, its first technologies, and whether its
 * page has a case study.
 */
export function ProjectCard({ project }: { project: ShownProject }) {
  const { lang, texts } = useTexts();
  const { caseStudy } = project;
  return (
    <article className="project-card">
      <div className="project-card__frame">
        <ProjectPicture project={project} lang={lang} hidden={false} eager={false} load sizes={CARD_SIZES} />
      </div>
      <div className="project-card__body">
        <p className="meta">{`${project.year} · ${texts.portfolio.contexts[project.context]}`}</p>
        <h3 className="project-card__title">
          <Link
            className="project-card__link"
            to="/{-$lang}/experience/$slug"
            params={{ lang: languageParam(lang), slug: project.slug }}
          >
            {project.title[lang]}
          </Link>
        </h3>
        <p className="project-card__text">{project.facts?.outcome?.[lang] ?? project.description[lang]}</p>
        <ul className="project-card__tags">
          {project.tags.slice(0, 3).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        {caseStudy && <p className="badge">{texts.portfolio.caseStudy}</p>}
      </div>
    </article>
  );
}

/** Projects as cards side by side, as many as fit (project-card.css). */
export function ProjectCards({ projects }: { projects: ShownProject[] }) {
  return (
    <ul className="card-grid">
      {projects.map((project) => (
        <li key={project.slug}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
