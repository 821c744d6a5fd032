import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../lib/language.ts';
import { ResumePage } from '../../features/resume/ResumePage.tsx';

export const Route = createFileRoute('/{-$lang}/education')({
  // The skills' icons come when the app starts, not with the page's code fetched after the first
  // paint: the page opens on another tab, and should it open on the skills (no experience nor
  // education), the prerendered page has them.
  loader: async () => ({ skillIcons: (await import('../../ui/skill-icons.tsx')).skillIcons }),
  head: routeHead('education'),
  component: function EducationRoute() {
    return <ResumePage skillIcons={Route.useLoaderData().skillIcons} />;
  },
});
