import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/language.ts';
import { ResumePage } from '../../features/resume/ResumePage.tsx';

export const Route = createFileRoute('/{-$lang}/education')({
  head: pageHead('education'),
  component: ResumePage,
});
