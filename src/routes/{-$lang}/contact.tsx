import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../lib/language.ts';
import { ContactPage } from '../../features/contact/ContactPage.tsx';
import { validateContactSearch } from '../../features/contact/contact-search.ts';

export const Route = createFileRoute('/{-$lang}/contact')({
  validateSearch: validateContactSearch,
  // The form's code and its libraries come when the app starts (or a link here is hovered), not
  // with the page's code fetched after the first paint: until the app runs, the prerendered form
  // posts by itself, so a page that is only read never fetches them.
  loader: async () => ({ ContactForm: (await import('../../features/contact/ContactForm.tsx')).ContactForm }),
  head: routeHead('contact'),
  component: function ContactRoute() {
    const { ContactForm } = Route.useLoaderData();
    return <ContactPage form={<ContactForm subject={Route.useSearch().subject} />} />;
  },
});
