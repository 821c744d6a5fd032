import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../content/pages';
import { PortfolioPage } from '../features/portfolio/PortfolioPage';

export const Route = createFileRoute('/experience')({
  head: () => ({ meta: [{ title: pageTitle('/experience') }] }),
  component: PortfolioPage,
});
