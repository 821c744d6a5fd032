import { describe, expect, it } from 'vitest';
import { prefixedLanguages } from '../../test/content-expectations.ts';
import { redirectsFile } from './redirects.ts';

const rules = (file: string) =>
  file
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

describe('the _redirects the build writes', () => {
  it('sends / and each prefix (/en) to their home pages, unknown URLs under a prefix to its home page, and the rest to the app shell, in that order', () => {
    expect(rules(redirectsFile())).toEqual([
      ['/', '/home', '301!'],
      ...prefixedLanguages.flatMap((lang) => [
        [`/${lang}`, `/${lang}/home`, '301!'],
        // Not forced: the prerendered pages under the prefix and its CV (/en/cv.pdf) are served as they are.
        [`/${lang}/*`, `/${lang}/home`, '301'],
      ]),
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
