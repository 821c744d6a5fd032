import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../lib/language.ts';
import { shownProject } from '../../content/case-studies.ts';
import { languageOfParam } from '../../content/languages.ts';
import { coreTechnologies, featuredProjects } from '../../content/projects.ts';
import { HomePage } from '../../features/home/HomePage.tsx';

export const Route = createFileRoute('/{-$lang}/home')({
  // The loader in a chunk of its own: the projects' data comes when the app starts, not with the
  // page's code that is fetched after the first paint.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ params }) => ({
    featured: featuredProjects().map((project) => shownProject(project, languageOfParam(params.lang))),
    technologies: coreTechnologies(),
  }),
  head: routeHead('home'),
  component: function HomeRoute() {
    const { featured, technologies } = Route.useLoaderData();
    return <HomePage featured={featured} technologies={technologies} />;
  },
});
