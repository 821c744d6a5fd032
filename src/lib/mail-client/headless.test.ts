import { describe, expect, it } from 'vitest';
import { isHeadless } from './headless.ts';

describe('isHeadless', () => {
  it('is false for a browser with languages and no webdriver', () => {
    expect(isHeadless({ webdriver: false, languages: ['fr-FR', 'fr'] })).toBe(false);
  });

  it('is true under webdriver, or without languages, or with none', () => {
    expect(isHeadless({ webdriver: true, languages: ['fr-FR'] })).toBe(true);
    expect(isHeadless({ webdriver: false })).toBe(true);
    expect(isHeadless({ webdriver: false, languages: [] })).toBe(true);
  });
});
