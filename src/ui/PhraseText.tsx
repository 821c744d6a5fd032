import type { Phrase } from '../content/phrase.ts';

/** A phrase's text: its words of another language in a `lang` span, its links as links. */
export function PhraseText({ phrase }: { phrase: Phrase }) {
  if (typeof phrase === 'string') return phrase;
  // The parts never change order: their place is their identity.
  return phrase.map((part, index) => {
    if (typeof part === 'string') return part;
    if ('href' in part) {
      return (
        <a key={index} href={part.href} lang={part.lang}>
          {part.text}
        </a>
      );
    }
    return (
      <span key={index} lang={part.lang}>
        {part.text}
      </span>
    );
  });
}
