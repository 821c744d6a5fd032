import { useEffect } from 'react';
import { createRootRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { SiteLayout } from '../features/layout/SiteLayout.tsx';

// The prerender writes each page's head itself (src/tooling/prerender/head.ts); in the browser, the
// page the visitor moves to gives the document its title, the one thing its route's `head` holds
// (the router's HeadContent would add its rendering of every kind of tag to every page's code).
function PageTitle() {
  const title = useRouterState({
    select: (state) => state.matches.flatMap((match) => match.meta ?? []).findLast((meta) => meta?.title)?.title,
  });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}

export const Route = createRootRoute({
  component: () => (
    <>
      <PageTitle />
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </>
  ),
});
