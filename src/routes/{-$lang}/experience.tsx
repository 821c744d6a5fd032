import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../lib/language.ts';
import { PortfolioPage } from '../../features/portfolio/PortfolioPage.tsx';

export const Route = createFileRoute('/{-$lang}/experience')({
  head: routeHead('experience'),
  component: PortfolioPage,
});
