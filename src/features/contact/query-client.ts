import { QueryClient } from '@tanstack/react-query';

/**
 * The contact page is the only user of TanStack Query (the send is a mutation), so its client and
 * provider live here and load with that page, not with every first visit.
 */
export const queryClient = new QueryClient({
  defaultOptions: { mutations: { retry: false } },
});
