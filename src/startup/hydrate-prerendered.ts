import type { AppRouter } from '../router.tsx';

/**
 * Readies the router to hydrate a prerendered page. The pinned @tanstack/react-router hydrates
 * through its SSR data script (`RouterClient`, which reads `window.$_TSR`), which these static
 * pages do not carry: this sets two of its fields instead, and hydrate-prerendered.test.tsx
 * fails if an upgrade changes them.
 * - `ssr`: the route tree renders as renderToString did, without the client-only Suspense
 *   wrapper, so hydration matches.
 * - `_scroll.n`: the scroll to the top that follows each new location's render is skipped for
 *   this first render only, so a visitor who has started reading keeps their place.
 */
export function prepareToHydrate(router: AppRouter): void {
  router.ssr = { manifest: undefined };
  router._scroll.n = false;
}
