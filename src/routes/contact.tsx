import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../content/pages';
import { ContactPage } from '../features/contact/ContactPage';

export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: pageTitle('/contact') }] }),
  component: ContactPage,
});
