import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadCaseStudy } from '../../content/case-studies.ts';
import { languageOfParam } from '../../content/languages.ts';
import { projectTitle } from '../../content/pages.ts';
import { projectBySlug } from '../../content/projects.ts';
import { ProjectPage } from '../../features/portfolio/ProjectPage.tsx';

export const Route = createFileRoute('/{-$lang}/experience_/$slug')({
  // The loader comes with the page's code: the projects' data stays out of the app's first chunks.
  // The case study and the posts on the project come as the app starts, the posts' code too: no
  // page's first scripts carry the blog's.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ params }) => {
    const project = projectBySlug(params.slug);
    // An unknown project is the portfolio, as any unknown URL is a known page.
    if (!project) throw redirect({ to: '/{-$lang}/experience', params: { lang: params.lang }, replace: true });
    const lang = languageOfParam(params.lang);
    const tagged = import('../../content/posts.ts').then(({ postsTagged }) => postsTagged(project.tags, lang));
    const [caseStudy, posts] = await Promise.all([loadCaseStudy(project.slug, lang), tagged]);
    return { slug: project.slug, title: projectTitle(project, lang), caseStudy, posts };
  },
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.title }] : [] }),
  component: function ProjectRoute() {
    const { slug, caseStudy, posts } = Route.useLoaderData();
    return <ProjectPage project={projectBySlug(slug)!} caseStudy={caseStudy} posts={posts} />;
  },
});
