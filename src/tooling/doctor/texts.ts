/**
 * What the texts of src/content say before a recruiter reads them: none empty, none left
 * untranslated, and the template's own texts an owner may want to change.
 */
import { defaultLanguage, publishedLanguages, type Language } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import type { ContentText } from './content-texts.ts';
import { fieldName, type FieldPath } from '../content-schema/content-issues.ts';
import { error, warning, type Finding } from './finding.ts';
import { templateSample } from './template-sample.ts';

/** The fields a site may leave empty: a project without a live site or a public repository shows it as unavailable. */
const OPTIONAL_FIELDS = new Set(['liveLink', 'githubLink']);

/** Texts this short may well read the same in two languages ('Portfolio', 'Live Project'). */
const FEW_WORDS = 3;

export const languageName = (lang: Language) => new Intl.DisplayNames('en', { type: 'language' }).of(lang) ?? lang;
// The owner's name reads the same in every language: it is no sign of a forgotten translation.
const wordCount = (text: string) => text.replaceAll(profile.name, '').match(/\p{L}+/gu)?.length ?? 0;

/** Empty texts: the page would show a gap where the owner meant to say something. */
export function emptyTexts(texts: ContentText[]): Finding[] {
  return texts.flatMap(({ path: field, text, ...place }) =>
    text.trim() === '' && !OPTIONAL_FIELDS.has(String(field.at(-1)))
      ? [error(place, `${fieldName(field)} is empty`)]
      : [],
  );
}

/** The field of the same text in another language: `ui.en.…` for `ui.fr.…`. */
function inLanguage(field: FieldPath, from: Language, to: Language): string | undefined {
  const index = field.indexOf(from);
  return index < 0 ? undefined : fieldName(field.with(index, to));
}

/**
 * A text of a published language written as in the default one, beyond a few words: forgotten in
 * translation. A language the site is not published in is nobody's to read.
 */
export function untranslatedTexts(
  texts: ContentText[],
  published: readonly Language[] = publishedLanguages,
  original: Language = defaultLanguage,
): Finding[] {
  const byField = new Map(texts.map((text) => [fieldName(text.path), text.text]));
  const others = published.filter((lang) => lang !== original);
  return texts.flatMap(({ path: field, text, ...place }) =>
    others.flatMap((lang) => {
      const originalField = inLanguage(field, lang, original);
      if (!originalField || byField.get(originalField) !== text || wordCount(text) <= FEW_WORDS) return [];
      return [
        warning(
          place,
          `${fieldName(field)} is the same as its ${languageName(original)} text: translate it into ${languageName(lang)}`,
        ),
      ];
    }),
  );
}

/** The template's texts an owner may want to change, and the screens' words marked as another language than their page's. */
export function shippedTexts(texts: ContentText[]): Finding[] {
  return texts.flatMap(({ path: field, text, lang, ownerData, ...place }) => {
    if (ownerData) return [];
    const page = field.find((key): key is Language => (publishedLanguages as readonly unknown[]).includes(key));
    const reasons = [
      templateSample.shippedTexts.find((shipped) => shipped.text === text)?.why,
      lang && page && lang !== page
        ? `${languageName(lang)} on the ${languageName(page)} pages, as the template ships it`
        : undefined,
    ].filter((reason) => reason !== undefined);
    return reasons.length ? [warning(place, `${fieldName(field)} '${text}': ${reasons.join('; ')}`)] : [];
  });
}
