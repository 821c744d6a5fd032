import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/language';
import { LegalPage } from '../../features/legal/LegalPage';

export const Route = createFileRoute('/{-$lang}/legal')({
  head: pageHead('legal'),
  component: LegalPage,
});
