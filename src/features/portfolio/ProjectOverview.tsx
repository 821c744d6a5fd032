import type { ShownProject } from '../../content/case-studies.ts';
import { useTexts } from '../../lib/language.ts';

/** `numbers`: each project's number, by slug. */
type Props = {
  projects: ShownProject[];
  numbers: Record<string, string>;
  current: number;
  onSelect: (index: number) => void;
};

/**
 * Every project the carousel shows, at a glance: its number, its title and whether it has a case
 * study. A press brings its slide (the carousel then announces its position): a way to jump, not a
 * second carousel.
 */
export function ProjectOverview({ projects, numbers, current, onSelect }: Props) {
  const { lang, texts } = useTexts();
  const t = texts.portfolio;
  return (
    <div className="portfolio__overview" role="group" aria-label={t.overview}>
      <ol className="portfolio__overview-list">
        {projects.map((project, i) => (
          <li key={project.slug}>
            <button
              type="button"
              className="portfolio__overview-item"
              aria-current={i === current ? 'true' : undefined}
              onClick={() => onSelect(i)}
            >
              <span className="meta">{numbers[project.slug]}</span>
              <span className="portfolio__overview-title">{project.title[lang]}</span>
              {project.caseStudy && <span className="badge">{t.caseStudy}</span>}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
