import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// `npm run dev:mock` serves mocks/mockServiceWorker.js; MSW refuses a worker of another version.
describe('the mock service worker', () => {
  it('is the one of the installed MSW (after upgrading MSW: npx msw init mocks)', () => {
    const installed = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
    expect(readFileSync(new URL('./mockServiceWorker.js', import.meta.url), 'utf8')).toBe(
      readFileSync(installed, 'utf8'),
    );
  });
});
