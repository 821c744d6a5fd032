import { createFileRoute } from '@tanstack/react-router';
import { languageOfParam } from '../../content/languages.ts';
import { routeHead } from '../../lib/language.ts';
import { PortfolioPage } from '../../features/portfolio/PortfolioPage.tsx';
import { validatePortfolioSearch } from '../../features/portfolio/project-search.ts';

export const Route = createFileRoute('/{-$lang}/experience')({
  validateSearch: validatePortfolioSearch,
  head: routeHead('experience'),
  // The posts listed under a technology come as the app starts, their code too, out of the page's
  // first scripts: a filter then shows its posts at once.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ params }) => (await import('../../content/posts.ts')).loadPosts(languageOfParam(params.lang)),
  component: function PortfolioRoute() {
    return <PortfolioPage search={Route.useSearch()} posts={Route.useLoaderData()} />;
  },
});
