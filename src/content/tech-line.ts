import type { Project } from './schema.ts';

/**
 * The carousel's technology line. A module of its own, with no project in it, so the Portfolio
 * page's code takes this and none of the projects' data, which its route's loader brings.
 */
export function techLine(project: Project): string {
  return project.tags.join(', ');
}
