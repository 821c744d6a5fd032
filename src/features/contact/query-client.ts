import { QueryClient } from '@tanstack/react-query';

/**
 * The contact form is the only user of TanStack Query (the send is a mutation), so its client and
 * provider load with the form's code (ContactForm.tsx), not with every first visit.
 */
export const queryClient = new QueryClient({
  defaultOptions: { mutations: { retry: false } },
});
