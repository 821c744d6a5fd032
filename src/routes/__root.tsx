import { createRootRoute, HeadContent, Outlet, useRouter } from '@tanstack/react-router';
import { SiteLayout } from '../features/layout/SiteLayout.tsx';

// The prerender writes each page's head itself (src/tooling/prerender/head.ts); in the browser, React
// puts the title of the page the visitor moves to in the head.
function PageTitle() {
  return useRouter().isServer ? null : <HeadContent />;
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
