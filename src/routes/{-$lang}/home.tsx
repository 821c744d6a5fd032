import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/language.ts';
import { HomePage } from '../../features/home/HomePage.tsx';

export const Route = createFileRoute('/{-$lang}/home')({
  head: pageHead('home'),
  component: HomePage,
});
