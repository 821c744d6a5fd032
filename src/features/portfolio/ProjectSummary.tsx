import type { Project } from '../../content/projects.ts';
import { useTexts } from '../../lib/language.ts';

/** The facts a recruiter skims first, at the top of a project's page: role, period, team, stack, outcome. */
export function ProjectSummary({ project }: { project: Project }) {
  const { lang, texts } = useTexts();
  const t = texts.project;
  const { facts } = project;
  if (!facts) return null;
  const rows = [
    [t.facts.role, facts.role?.[lang]],
    [t.facts.period, facts.period?.[lang]],
    [t.facts.team, facts.team?.[lang]],
    [t.facts.stack, project.tags.join(', ')],
    [t.facts.outcome, facts.outcome?.[lang]],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <section className="project__summary" aria-labelledby="project-summary">
      <h2 id="project-summary" className="project__summary-title meta">
        {t.summary}
      </h2>
      <dl className="project__facts">
        {rows.map(([term, value]) => (
          <div
            key={term}
            className={term === t.facts.outcome ? 'project__fact project__fact--outcome' : 'project__fact'}
          >
            <dt className="meta">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
