import { createFileRoute, redirect } from '@tanstack/react-router';

// The spec has no not-found screen: any unknown URL, however deep, is treated as the root.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});
