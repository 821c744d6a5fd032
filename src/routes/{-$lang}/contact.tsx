import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/language';
import { ContactPage } from '../../features/contact/ContactPage';

export const Route = createFileRoute('/{-$lang}/contact')({
  head: pageHead('contact'),
  component: ContactPage,
});
