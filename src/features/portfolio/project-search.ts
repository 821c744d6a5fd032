import { projectBySlug, projects, projectTags, type Project } from '../../content/projects.ts';

/**
 * The Portfolio page's search params: `tech` narrows the carousel to the projects with that tag
 * (/experience?tech=Java, a link anyone can share), `project` opens it at that project (the
 * project pages' way back). Anything unknown is dropped: the carousel then shows every project.
 */
export type PortfolioSearch = { tech?: string; project?: string };

export function validatePortfolioSearch(search: Record<string, unknown>): PortfolioSearch {
  const { tech, project } = search;
  return {
    ...(typeof tech === 'string' && projectTags.includes(tech) ? { tech } : {}),
    ...(typeof project === 'string' && projectBySlug(project) ? { project } : {}),
  };
}

/** The projects the carousel shows for a filter, in their order. */
export function projectsWith(tech: string | undefined): Project[] {
  return tech ? projects.filter((project) => project.tags.includes(tech)) : projects;
}
