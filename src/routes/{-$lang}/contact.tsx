import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../lib/language.ts';
import { ContactPage } from '../../features/contact/ContactPage.tsx';
import { validateContactSearch } from '../../features/contact/contact-search.ts';

export const Route = createFileRoute('/{-$lang}/contact')({
  validateSearch: validateContactSearch,
  head: routeHead('contact'),
  component: function ContactRoute() {
    return <ContactPage subject={Route.useSearch().subject} />;
  },
});
