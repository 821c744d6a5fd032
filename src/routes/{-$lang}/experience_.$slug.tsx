import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadCaseStudy, shownProject } from '../../content/case-studies.ts';
import { languageOfParam } from '../../content/languages.ts';
import { projectTitle } from '../../content/pages.ts';
import { projectBySlug, projectNumber, projects, relatedProjects } from '../../content/projects.ts';
import { ProjectPage } from '../../features/portfolio/ProjectPage.tsx';

export const Route = createFileRoute('/{-$lang}/experience_/$slug')({
  // The loader in a chunk of its own: the projects' data, the case study and the posts on the
  // project come as the app starts, the posts' code too, out of the page's first scripts (the
  // prerendered page shows them).
  codeSplitGroupings: [['loader'], ['component']],
  loader: async ({ params }) => {
    const project = projectBySlug(params.slug);
    // An unknown project is the portfolio, as any unknown URL is a known page.
    if (!project) throw redirect({ to: '/{-$lang}/experience', params: { lang: params.lang }, replace: true });
    const lang = languageOfParam(params.lang);
    const tagged = import('../../content/posts.ts').then(({ postsTagged }) => postsTagged(project.tags, lang));
    const [caseStudy, posts] = await Promise.all([loadCaseStudy(project.slug, lang), tagged]);
    const place = projects.indexOf(project);
    return {
      project,
      number: projectNumber(project),
      related: relatedProjects(project).map((other) => shownProject(other, lang)),
      previous: projects[place - 1],
      next: projects[place + 1],
      title: projectTitle(project, lang),
      caseStudy,
      posts,
    };
  },
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.title }] : [] }),
  component: function ProjectRoute() {
    return <ProjectPage {...Route.useLoaderData()} />;
  },
});
