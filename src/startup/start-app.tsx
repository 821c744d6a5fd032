import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { prepareToHydrate } from './hydrate-prerendered.ts';
import { nextTask } from './next-task.ts';
import { pressAgainEarlyPresses } from './early-presses.ts';
import { createAppRouter } from '../router.tsx';
import '../styles/global.css';
import '../styles/print.css';

async function start() {
  // Offline mock mode (`npm run dev:mock`): the mail API is answered by MSW in the browser.
  if (import.meta.env.MODE === 'mock') {
    const { startMockWorker } = await import('../../mocks/browser.ts');
    await startMockWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  // One step a task (./next-task.ts): this module's evaluation (the route tree and the
  // layout), the router's set-up (it reads the history and indexes the routes), then the page's
  // route code, then the hydration.
  await nextTask();
  const router = createAppRouter();
  // A page the app shows in place of another is a view, as a loaded page is for the head script.
  // The beacon's code comes with the first such move, not with every page's first load.
  router.subscribe('onRendered', ({ fromLocation, toLocation }) => {
    if (fromLocation && fromLocation.pathname !== toLocation.pathname)
      void import('../lib/audience.ts').then(({ countView }) => countView(''));
  });
  await nextTask();
  // Load the page's route code first, so the first render is the prerendered HTML.
  await router.load();
  await nextTask();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (container.firstElementChild) {
    // The page was prerendered (src/tooling/prerender).
    prepareToHydrate(router);
    // A transition lets React hydrate in small slices instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    pressAgainEarlyPresses();
  } else {
    createRoot(container).render(app);
  }
}

/** Settles once the app has taken the page over and answered the presses made before: never rejects. */
export const appStarted = start().catch((error: unknown) => {
  console.error('Application start-up failed:', error);
});
