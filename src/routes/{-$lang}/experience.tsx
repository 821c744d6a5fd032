import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../lib/language.ts';
import { PortfolioPage } from '../../features/portfolio/PortfolioPage.tsx';
import { validatePortfolioSearch } from '../../features/portfolio/project-search.ts';

export const Route = createFileRoute('/{-$lang}/experience')({
  validateSearch: validatePortfolioSearch,
  head: routeHead('experience'),
  component: function PortfolioRoute() {
    return <PortfolioPage search={Route.useSearch()} />;
  },
});
