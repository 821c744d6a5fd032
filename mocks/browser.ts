/** The offline mock mode (`npm run dev:mock`): the mail API is answered in the browser by a service worker. */
import { setupWorker } from 'msw/browser';
import { audienceHandlers } from './audience.ts';
import { challengeHandlers } from './challenge.ts';
import { emailjsHandlers } from './emailjs.ts';

export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...emailjsHandlers, ...challengeHandlers, ...audienceHandlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Pages, scripts and media are served by Vite as usual.
    onUnhandledFrame: 'bypass',
  });
}
