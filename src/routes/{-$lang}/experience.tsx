import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/language';
import { PortfolioPage } from '../../features/portfolio/PortfolioPage';

export const Route = createFileRoute('/{-$lang}/experience')({
  head: pageHead('experience'),
  component: PortfolioPage,
});
