import type { Phrase } from './schema.ts';

/** Words marked with their language, links, and the phrases made of them: schema.ts. */
export type { LinkWords, Phrase, Words } from './schema.ts';

/** The phrase as plain text, for what has no language marks or links (the CV PDF, keys). */
export function plainText(phrase: Phrase): string {
  return typeof phrase === 'string'
    ? phrase
    : phrase.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
