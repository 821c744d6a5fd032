import { createFileRoute, redirect } from '@tanstack/react-router';

// '/' and '/en' are the home page of their language.
export const Route = createFileRoute('/{-$lang}/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$lang}/home', params: { lang: params.lang }, replace: true });
  },
});
