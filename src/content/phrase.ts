import type { Language } from './languages.ts';

/** Words of another language than the page's, marked so screen readers pronounce them right. */
export type Words = { text: string; lang?: Language };

/** Words that lead somewhere: a page, a `mailto:` address. */
export type LinkWords = Words & { href: string };

/**
 * A text that may hold words of another language or links: a plain string, or its parts in order,
 * e.g. `['… with honours (', { text: 'Assez Bien', lang: 'fr' }, ').']`.
 */
export type Phrase = string | readonly (string | Words | LinkWords)[];

/** The phrase as plain text, for what has no language marks or links (the CV PDF, keys). */
export function plainText(phrase: Phrase): string {
  return typeof phrase === 'string' ? phrase : phrase.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
