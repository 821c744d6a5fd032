import { FaGithub } from 'react-icons/fa';
import { FaArrowUpRightFromSquare } from 'react-icons/fa6';
import type { Project } from '../../content/projects.ts';
import { useTexts } from '../../lib/language.ts';
import { ProjectLink } from './ProjectLink.tsx';

/** A project's 'Live Project' and 'Github Repository' links, each in a new tab. */
export function ProjectLinks({ project }: { project: Project }) {
  const { lang, texts } = useTexts();
  const t = texts.portfolio;
  return (
    <div className="portfolio__links">
      <ProjectLink
        href={project.liveLink}
        icon={<FaArrowUpRightFromSquare aria-hidden />}
        label={t.live}
        project={project.title[lang]}
      />
      <ProjectLink
        href={project.githubLink}
        icon={<FaGithub aria-hidden />}
        label={t.repository}
        project={project.title[lang]}
      />
    </div>
  );
}
