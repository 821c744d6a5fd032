import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/language.ts';
import { LegalPage } from '../../features/legal/LegalPage.tsx';

export const Route = createFileRoute('/{-$lang}/legal')({
  head: pageHead('legal'),
  component: LegalPage,
});
