import { useParams } from '@tanstack/react-router';
import { languageOfParam, type Lang } from '../content/languages.ts';
import { pageTexts, type PageId } from '../content/pages.ts';
import { ui, type UiTexts } from '../content/ui.ts';

/** The page's language, from the URL's optional language prefix (/en/home). */
export function useLang(): Lang {
  return useParams({ strict: false, select: (params) => languageOfParam(params.lang) });
}

/** The page's language and its interface texts (src/content/ui.ts). */
export function useTexts(): { lang: Lang; texts: UiTexts } {
  const lang = useLang();
  return { lang, texts: ui[lang] };
}

/** A route's <head>: the page's title in the URL's language. */
export function routeHead(id: PageId) {
  return ({ params }: { params: { lang?: string } }) => ({
    meta: [{ title: pageTexts[id][languageOfParam(params.lang)].title }],
  });
}
