import { render } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../router.tsx';

/** Renders the whole app at a URL, with memory history; waits for the first route to load. */
export async function renderApp(url: string) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ history });
  const view = render(<RouterProvider router={router} />);
  await router.load();
  return { ...view, router, history };
}
