import { createFileRoute } from '@tanstack/react-router';
import { languageOfParam } from '../../content/languages.ts';
import { shownProject } from '../../content/case-studies.ts';
import { projectNumber, projects, projectTags } from '../../content/projects.ts';
import { routeHead } from '../../lib/language.ts';
import { PortfolioPage } from '../../features/portfolio/PortfolioPage.tsx';
import { validatePortfolioSearch } from '../../features/portfolio/project-search.ts';

export const Route = createFileRoute('/{-$lang}/experience')({
  validateSearch: validatePortfolioSearch,
  head: routeHead('experience'),
  // The loader in a chunk of its own: the projects' data comes as the app starts, as the posts
  // listed under a technology do, their code too, out of the page's first scripts (the prerendered
  // page shows them). A filter then shows its posts at once.
  codeSplitGroupings: [['loader'], ['component']],
  loader: async ({ params }) => {
    const lang = languageOfParam(params.lang);
    return {
      projects: projects.map((project) => shownProject(project, lang)),
      tags: projectTags,
      numbers: Object.fromEntries(projects.map((project) => [project.slug, projectNumber(project)])),
      posts: await (await import('../../content/posts.ts')).loadPosts(lang),
    };
  },
  component: function PortfolioRoute() {
    return <PortfolioPage {...Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
