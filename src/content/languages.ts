/**
 * The site's languages. French is the default, at the unprefixed URLs (/home); every other
 * language lives under its own prefix (/en/home). Every text of this folder is written in each
 * language of `Lang`, so a missing translation fails the typecheck.
 *
 * To publish only one language, leave it alone in `publishedLanguages`: the other one's pages,
 * hreflang links, sitemap entries, CV and header switch all disappear (its texts may stay).
 */
export const languages = ['fr', 'en'] as const;
export type Lang = (typeof languages)[number];

/** A text, or any value, in every language. */
export type Localized<T = string> = Record<Lang, T>;

export const defaultLanguage: Lang = 'fr';

export const publishedLanguages: readonly Lang[] = ['fr', 'en'];

export const languageDetails: Localized<{ name: string; ogLocale: string }> = {
  fr: { name: 'Français', ogLocale: 'fr_FR' },
  en: { name: 'English', ogLocale: 'en_US' },
};

export function isPublishedLanguage(value: unknown): value is Lang {
  return publishedLanguages.includes(value as Lang);
}

/** The URL prefix of a language: none for the default one, '/en' for English. */
export function languagePrefix(lang: Lang): string {
  return lang === defaultLanguage ? '' : `/${lang}`;
}

/** The router's optional `{-$lang}` parameter of a language: absent for the default one. */
export function languageParam(lang: Lang): string | undefined {
  return lang === defaultLanguage ? undefined : lang;
}

/** The language of a `{-$lang}` parameter; an absent one is the default language. */
export function languageOfParam(param: string | undefined): Lang {
  return isPublishedLanguage(param) ? param : defaultLanguage;
}
