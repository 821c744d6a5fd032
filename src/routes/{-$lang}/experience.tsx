import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/language.ts';
import { PortfolioPage } from '../../features/portfolio/PortfolioPage.tsx';

export const Route = createFileRoute('/{-$lang}/experience')({
  head: pageHead('experience'),
  component: PortfolioPage,
});
