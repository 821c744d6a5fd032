import { createFileRoute, redirect } from '@tanstack/react-router';
import { defaultLanguage, isPublishedLanguage } from '../../content/languages.ts';

// A first segment that is not a published language's prefix (/de/home, /fr/home) is an unknown
// URL: the French home page, as for any other.
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => {
    if (params.lang === undefined) return;
    if (!isPublishedLanguage(params.lang) || params.lang === defaultLanguage) {
      throw redirect({ to: '/{-$lang}/home', params: { lang: undefined }, replace: true });
    }
  },
});
