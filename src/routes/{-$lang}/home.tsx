import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/language';
import { HomePage } from '../../features/home/HomePage';

export const Route = createFileRoute('/{-$lang}/home')({
  head: pageHead('home'),
  component: HomePage,
});
