import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './router.tsx';

/** A page's HTML inside #root, rendered at build time (src/tooling/prerender). */
export async function renderPage(url: string): Promise<string> {
  // As the server renders, even from a test's DOM: the HTML the browser will hydrate.
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), isServer: true });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}
