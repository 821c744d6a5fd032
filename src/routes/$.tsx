import { createFileRoute, redirect } from '@tanstack/react-router';
import { languageOfParam, languageParam } from '../content/languages.ts';

// No not-found screen: any unknown URL, however deep, goes to the home page of its
// language (/en/... to /en/home, the rest to /home).
export const Route = createFileRoute('/$')({
  beforeLoad: ({ params }) => {
    const lang = languageOfParam(params._splat?.split('/')[0]);
    throw redirect({ to: '/{-$lang}/home', params: { lang: languageParam(lang) }, replace: true });
  },
});
