/**
 * The site's languages. French is the default, at the unprefixed URLs (/home); every other
 * language lives under its own prefix (/en/home).
 *
 * `publishedLanguages` are the ones the site is in: every text of this folder is written in each
 * of them, so a missing translation fails the typecheck, and `npm run build` names it. To publish
 * one language only, leave it alone there: the other one's pages, hreflang links, sitemap
 * entries, CV and header switch all disappear, and its texts become optional.
 */
export const languages = ['fr', 'en'] as const;
/** A language the site has texts for, published or not. */
export type Language = (typeof languages)[number];

export const publishedLanguages = ['fr', 'en'] as const satisfies readonly Language[];
/** A language the site is published in: every page, link and text exists in it. */
export type Lang = (typeof publishedLanguages)[number];

/** A text, or any value, in every published language (and, optionally, the others). */
export type Localized<T = string> = Record<Lang, T> & Partial<Record<Language, T>>;

export const defaultLanguage: Lang = 'fr';

export const languageDetails: Record<Language, { name: string; ogLocale: string }> = {
  fr: { name: 'Français', ogLocale: 'fr_FR' },
  en: { name: 'English', ogLocale: 'en_US' },
};

export function isPublishedLanguage(value: unknown): value is Lang {
  return (publishedLanguages as readonly unknown[]).includes(value);
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
