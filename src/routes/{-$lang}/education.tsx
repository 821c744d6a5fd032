import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/language';
import { ResumePage } from '../../features/resume/ResumePage';

export const Route = createFileRoute('/{-$lang}/education')({
  head: pageHead('education'),
  component: ResumePage,
});
