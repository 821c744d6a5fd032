/**
 * The Portfolio page's search params: `tech` narrows the carousel to the projects with that tag
 * (/experience?tech=Java, a link anyone can share), `project` opens it at that project (the
 * project pages' way back). Only their type is checked here, so that the projects' data stays out
 * of the app's first chunks: the page ignores a value that names no technology or project.
 */
export type PortfolioSearch = { tech?: string; project?: string };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

// An absent key would keep the URL's value: the router merges the validated search into it.
export function validatePortfolioSearch(search: Record<string, unknown>): PortfolioSearch {
  return { tech: text(search.tech), project: text(search.project) };
}
