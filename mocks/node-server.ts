/**
 * The MSW server for tests that run in Node (the mail function's). Any request without a handler
 * fails the test, except loopback ones: the local blob server and local HTTP servers are real.
 */
import { setupServer } from 'msw/node';

export const nodeServer = setupServer();

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isLoopback = (url: string) => LOOPBACK.has(new URL(url).hostname);
const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));
/** Node's own fetch, which MSW replaces while it listens. */
const unintercepted = globalThis.fetch;

export function startNodeServer(): void {
  nodeServer.listen({
    onUnhandledFrame({ frame, defaults }) {
      if (frame.protocol === 'http' && isLoopback((frame.data as { request: Request }).request.url)) return;
      defaults.error();
    },
  });
  // Loopback fetches, which MSW lets through anyway, skip its fetch interception (its socket one
  // stays): they are most of a mail test's requests, the local blob server's.
  const intercepted = globalThis.fetch;
  globalThis.fetch = (input, init) => (isLoopback(urlOf(input)) ? unintercepted : intercepted)(input, init);
}
