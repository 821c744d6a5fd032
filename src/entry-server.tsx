import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './router.tsx';

/** Renders a page to HTML at build time (see src/tooling/prerender.ts). */
export async function renderPage(url: string): Promise<string> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}
