import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

/** Builds the app's router; tests and the prerender pass a memory history, the prerender `isServer`. */
export function createAppRouter({ history, isServer }: { history?: RouterHistory; isServer?: boolean } = {}) {
  return createRouter({
    routeTree,
    history,
    isServer,
    defaultPreload: 'intent',
    // No scroll restoration: each page opens at its top.
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
