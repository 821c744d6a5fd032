import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../lib/language.ts';
import { ContactPage } from '../../features/contact/ContactPage.tsx';

export const Route = createFileRoute('/{-$lang}/contact')({
  head: routeHead('contact'),
  component: ContactPage,
});
