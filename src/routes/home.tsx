import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../content/pages';
import { HomePage } from '../features/home/HomePage';

export const Route = createFileRoute('/home')({
  head: () => ({ meta: [{ title: pageTitle('/home') }] }),
  component: HomePage,
});
