import type { Project } from '../../content/projects.ts';
import { useTexts } from '../../lib/language.ts';

/** A project's own page: what it is, the case study if there is one, its tags and its neighbours. */
export function ProjectPage({ project }: { project: Project }) {
  const { lang } = useTexts();
  return (
    <article className="page project">
      <h1 className="page-title" tabIndex={-1}>
        {project.title[lang]}
      </h1>
      <p>{project.description[lang]}</p>
    </article>
  );
}
