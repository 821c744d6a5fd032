import { describe, expect, it } from 'vitest';
import { redirectsFile } from './redirects.ts';

const rules = (file: string) =>
  file
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

describe('the _redirects the build writes', () => {
  it('sends / and /en to their home pages, unknown /en/ URLs to /en/home, and the rest to the app shell, in that order', () => {
    expect(rules(redirectsFile(['fr', 'en']))).toEqual([
      ['/', '/home', '301!'],
      ['/en', '/en/home', '301!'],
      // Not forced: the prerendered English pages and /en/cv.pdf are served as they are.
      ['/en/*', '/en/home', '301'],
      ['/*', '/index.html', '200'],
    ]);
  });

  it('has no English rule when only French is published, so /en/... gets the app shell and its French home', () => {
    expect(rules(redirectsFile(['fr']))).toEqual([
      ['/', '/home', '301!'],
      ['/*', '/index.html', '200'],
    ]);
  });
});
