/** A project's slug is its page's address: /experience/<slug>. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with a project's slug, said of its field (`projects[0].slug`); undefined for a good one. */
export const slugProblem = (field: string, slug: string): string | undefined =>
  SLUG.test(slug) ? undefined : `${field} is '${slug}': use lower-case letters, digits and hyphens`;

/** The first project slug written wrong, as the build says it. */
export function firstBadSlug(projects: readonly { slug: string }[]): string | undefined {
  for (const [index, project] of projects.entries()) {
    const problem = slugProblem(`projects[${index}].slug`, project.slug);
    if (problem) return `src/content/projects.ts: ${problem}`;
  }
  return undefined;
}
