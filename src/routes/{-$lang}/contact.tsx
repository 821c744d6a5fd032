import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/language.ts';
import { ContactPage } from '../../features/contact/ContactPage.tsx';

export const Route = createFileRoute('/{-$lang}/contact')({
  head: pageHead('contact'),
  component: ContactPage,
});
