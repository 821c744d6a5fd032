/**
 * The MSW server for tests that run in Node (the mail function's). Any request without a handler
 * fails the test, except loopback ones: the local blob server and local HTTP servers are real.
 */
import { setupServer } from 'msw/node';

export const nodeServer = setupServer();

export function startNodeServer(): void {
  nodeServer.listen({
    onUnhandledFrame({ frame, defaults }) {
      const url = frame.protocol === 'http' ? (frame.data as { request: Request }).request.url : '';
      const { hostname } = new URL(url || 'http://unknown');
      if (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]') return;
      defaults.error();
    },
  });
}
