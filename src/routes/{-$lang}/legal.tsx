import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../lib/language.ts';
import { LegalPage } from '../../features/legal/LegalPage.tsx';

export const Route = createFileRoute('/{-$lang}/legal')({
  head: routeHead('legal'),
  component: LegalPage,
});
