/** Shared setup of the `web` test project (jsdom): DOM matchers, jsdom gaps, and the MSW server. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetEmailjsRequests } from '../../mocks/emailjs.ts';
import { server } from '../../mocks/node.ts';
import { InThreadWorker } from './in-thread-worker.ts';

// findBy… and waitFor wait for what a page shows after a lazy route's chunk: on two cores busy with
// a build that takes seconds, not Testing Library's 1 s default. A guard, not a measure.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the router calls it on navigation.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
// Nor media playback: play() resolves as a browser's does when autoplay is allowed.
window.HTMLMediaElement.prototype.play = () => Promise.resolve();
window.HTMLMediaElement.prototype.load = () => {};
// Nor media queries: none matches, as on a wide screen with no preference.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }) as unknown as MediaQueryList;
// Nor Web Workers, which the ALTCHA widget solves in (see in-thread-worker.ts); and it leaves
// isSecureContext unset, where a browser at localhost says true (the widget needs a secure context).
vi.mock('altcha/workers/pbkdf2?worker', () => ({ default: InThreadWorker }));
Object.defineProperty(globalThis, 'isSecureContext', { value: true });

// A request no handler expects is a test bug: fail loudly rather than reach the network.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  InThreadWorker.terminateAll();
  server.resetHandlers();
  resetEmailjsRequests();
});
afterAll(() => {
  InThreadWorker.close();
  server.close();
  leaveJsdomAsFound();
});

/**
 * The files of a worker share one jsdom (`isolate: false`, created once rather than per file): each
 * leaves it as a new page would find it, and the next imports the app's modules afresh.
 */
function leaveJsdomAsFound() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  for (const element of [document.documentElement, document.head, document.body])
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.resetModules();
}
