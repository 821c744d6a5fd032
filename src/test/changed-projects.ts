import type * as ProjectsModule from '../content/projects.ts';

/**
 * src/content/projects.ts as an owner's edit leaves it, for `vi.mock`: the list changed in place
 * (every helper of the module reads it), and the technologies derived from it again.
 */
export async function changedProjects(
  importOriginal: () => Promise<typeof ProjectsModule>,
  change: (projects: ProjectsModule.Project[]) => void,
): Promise<typeof ProjectsModule> {
  const original = await importOriginal();
  change(original.projects);
  return { ...original, projectTags: [...new Set(original.projects.flatMap((project) => project.tags))] };
}
