import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../lib/language.ts';
import { ResumePage } from '../../features/resume/ResumePage.tsx';

export const Route = createFileRoute('/{-$lang}/education')({
  head: routeHead('education'),
  component: ResumePage,
});
