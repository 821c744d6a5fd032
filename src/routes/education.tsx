import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../content/pages';
import { ResumePage } from '../features/resume/ResumePage';

export const Route = createFileRoute('/education')({
  head: () => ({ meta: [{ title: pageTitle('/education') }] }),
  component: ResumePage,
});
