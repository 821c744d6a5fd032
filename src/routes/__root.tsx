import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '../features/layout/SiteLayout.tsx';

export const Route = createRootRoute({
  component: () => (
    <>
      <HeadContent />
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </>
  ),
});
