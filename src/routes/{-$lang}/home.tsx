import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../lib/language.ts';
import { HomePage } from '../../features/home/HomePage.tsx';

export const Route = createFileRoute('/{-$lang}/home')({
  head: routeHead('home'),
  component: HomePage,
});
