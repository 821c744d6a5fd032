/**
 * The MSW server for tests that run in Node (the mail function's). Any request without a handler
 * fails the test, except loopback ones: the local blob server and local HTTP servers are real.
 */
import { setupServer } from 'msw/node';

export const nodeServer = setupServer();

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function startNodeServer(): void {
  nodeServer.listen({
    onUnhandledFrame({ frame, defaults }) {
      if (frame.protocol === 'http' && LOOPBACK.has(new URL((frame.data as { request: Request }).request.url).hostname))
        return;
      defaults.error();
    },
  });
}
