import { projectBySlug, projects, projectTags, type Project } from '../../content/projects.ts';

/**
 * The Portfolio page's search params: `tech` narrows the carousel to the projects with that tag
 * (/experience?tech=Java, a link anyone can share), `project` opens it at that project (the
 * project pages' way back). Anything unknown is dropped: the carousel then shows every project.
 */
export type PortfolioSearch = { tech?: string; project?: string };

export function validatePortfolioSearch(search: Record<string, unknown>): PortfolioSearch {
  const { tech, project } = search;
  // An absent key would keep the URL's value: the router merges the validated search into it.
  return {
    tech: typeof tech === 'string' && projectTags.includes(tech) ? tech : undefined,
    project: typeof project === 'string' && projectBySlug(project) ? project : undefined,
  };
}

/** The projects the carousel shows for a filter, in their order. */
export function projectsWith(tech: string | undefined): Project[] {
  return tech ? projects.filter((project) => project.tags.includes(tech)) : projects;
}
