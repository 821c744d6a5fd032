import { defaultLanguage, publishedLanguages, type Lang } from '../../content/languages.ts';

export * from '../../content/languages.ts';

// The default language alone: a French-only site. Changed in place, so the module's own helpers
// (isPublishedLanguage, languageOfParam) read it too.
(publishedLanguages as unknown as Lang[]).splice(0, publishedLanguages.length, defaultLanguage);
