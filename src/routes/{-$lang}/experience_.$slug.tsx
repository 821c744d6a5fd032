import { createFileRoute, redirect } from '@tanstack/react-router';
import { languageOfParam } from '../../content/languages.ts';
import { projectPageText } from '../../content/pages.ts';
import { projectBySlug } from '../../content/projects.ts';
import { ProjectPage } from '../../features/portfolio/ProjectPage.tsx';

// An unknown project is the portfolio, as any unknown URL is a known page.
export const Route = createFileRoute('/{-$lang}/experience_/$slug')({
  beforeLoad: ({ params }) => {
    if (!projectBySlug(params.slug)) throw redirect({ to: '/{-$lang}/experience', params: { lang: params.lang }, replace: true });
  },
  head: ({ params }) => {
    const project = projectBySlug(params.slug);
    return { meta: project ? [{ title: projectPageText(project, languageOfParam(params.lang)).title }] : [] };
  },
  component: function ProjectRoute() {
    const { slug } = Route.useParams();
    return <ProjectPage project={projectBySlug(slug)!} caseStudy={null} />;
  },
});
