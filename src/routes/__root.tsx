import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '../features/layout/SiteLayout';

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
