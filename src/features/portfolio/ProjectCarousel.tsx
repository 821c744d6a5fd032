import { useRef } from 'react';
import firstPicture from 'virtual:first-picture';
import { Link } from '@tanstack/react-router';
import { FaArrowLeft, FaArrowRight } from 'react-icons/fa';
import type { ShownProject } from '../../content/case-studies.ts';
import { CASE_STUDY_ID } from '../../content/case-study-id.ts';
import { techLine } from '../../content/tech-line.ts';
import { languageParam } from '../../content/languages.ts';
import { useCarousel } from './useCarousel.ts';
import { ProjectPicture } from '../../ui/ProjectPicture.tsx';
import { ProjectLinks } from './ProjectLinks.tsx';
import { ArrowButton } from './ArrowButton.tsx';
import { ProjectOverview } from './ProjectOverview.tsx';
import { useTexts } from '../../lib/language.ts';
import { useHydrated } from '../../lib/useHydrated.ts';

type Props = { projects: ShownProject[]; numbers: Record<string, string>; start: number };

/**
 * An APG carousel of `projects`, one at a time, opened at `start`, and the overview that jumps to
 * any of them. `numbers`: each project's number, by slug.
 */
export function ProjectCarousel({ projects, numbers, start }: Props) {
  const { index, low, high, hasPrevious, hasNext, previous, next, goTo, handlers } = useCarousel(
    projects.length,
    start,
  );
  const slide = useRef<HTMLDivElement>(null);
  const project = projects[index]!;
  const { lang, texts } = useTexts();
  const t = texts.portfolio;
  const hydrated = useHydrated();
  const slideLabel = t.slideLabel(index + 1, projects.length, project.title[lang]);
  const { caseStudy } = project;
  const projectParams = { lang: languageParam(lang), slug: project.slug };

  const jumpTo = (to: number) => {
    goTo(to);
    // On a phone the slide is above the overview: bring it into view.
    slide.current?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <>
      {/* The controls, then the shown project's slide. Not a Tab stop itself: the arrow keys work
        from its buttons and links. */}
      <section
        className="portfolio__carousel"
        aria-roledescription={t.carouselRole}
        aria-label={t.carousel}
        {...handlers}
      >
        <div className="portfolio__controls">
          <ArrowButton label={t.previous} onClick={previous} disabled={!hasPrevious}>
            <FaArrowLeft aria-hidden />
          </ArrowButton>
          <p className="portfolio__position" aria-live="polite" aria-atomic="true">
            <span aria-hidden="true">
              {index + 1} / {projects.length}
            </span>
            <span className="visually-hidden">{slideLabel}</span>
          </p>
          <ArrowButton label={t.next} onClick={next} disabled={!hasNext}>
            <FaArrowRight aria-hidden />
          </ArrowButton>
        </div>
        {/* The picture comes first: above the details on narrow screens, beside them on wide ones. */}
        <div
          ref={slide}
          className="portfolio__slide"
          role="group"
          aria-roledescription={t.slideRole}
          aria-label={slideLabel}
        >
          <div className="portfolio__frame">
            <div
              className="portfolio__strip"
              // No style attribute in the prerendered HTML (the CSP forbids inline styles); later
              // positions are set through the DOM, which the CSP allows.
              style={index > 0 ? { transform: `translateX(-${index * 100}%)` } : undefined}
            >
              {projects.map((item, i) => (
                <ProjectPicture
                  key={item.slug}
                  project={item}
                  lang={lang}
                  hidden={i !== index}
                  eager={i === start}
                  // The first project's small AVIF comes inside the Portfolio page: its largest paint.
                  inlineAvif={i === start && item.image === firstPicture.image ? firstPicture.avif640 : undefined}
                  // The pictures seen so far, and the next ones once the app runs: in the
                  // prerendered page they would be fetched before the first paint.
                  load={(i >= low && i <= high) || (hydrated && (i === high + 1 || i === low - 1))}
                />
              ))}
            </div>
          </div>
          <div
            // The first project shows at once as the page loads; the ones the visitor steps to fade in.
            className={low < high ? 'portfolio__details portfolio__details--fade-in' : 'portfolio__details'}
            key={project.slug}
          >
            {/* The number and the badge: a quiet line of metadata above the title, which outranks them. */}
            <div className="portfolio__eyebrow">
              <p className="portfolio__number meta" aria-hidden="true">
                {numbers[project.slug]}
              </p>
              {caseStudy && <p className="badge portfolio__badge">{t.caseStudy}</p>}
            </div>
            <h2 className="portfolio__title">{project.title[lang]}</h2>
            <p className="portfolio__description">{project.description[lang]}</p>
            <p className="portfolio__tech">{techLine(project)}</p>
            <ProjectLinks project={project} />
            <div className="portfolio__next-steps">
              {/* A case study is what a recruiter reads first: the slide's one button. */}
              {caseStudy && (
                <Link
                  className="button portfolio__case-study"
                  to="/{-$lang}/experience/$slug"
                  params={projectParams}
                  hash={CASE_STUDY_ID}
                >
                  {t.readCaseStudy}
                  <span className="visually-hidden">{` : ${project.title[lang]}`}</span>
                  <FaArrowRight aria-hidden />
                </Link>
              )}
              <Link className="portfolio__more" to="/{-$lang}/experience/$slug" params={projectParams}>
                {t.viewProject}
                <span className="visually-hidden">{` : ${project.title[lang]}`}</span>
              </Link>
            </div>
          </div>
        </div>
      </section>
      <ProjectOverview projects={projects} numbers={numbers} current={index} onSelect={jumpTo} />
    </>
  );
}
