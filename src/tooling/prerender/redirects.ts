import { defaultLanguage, languagePrefix, publishedLanguages, type Lang } from '../../content/languages.ts';
import { pagePath } from '../../content/pages.ts';

/**
 * dist/_redirects for Netlify (and `npm run preview`). The root is the default language's home
 * page; each other language's prefix (/en) is its home page, and an unknown URL under it goes
 * there too. Any other unknown URL gets the app shell, whose router sends it to the home page.
 * Prerendered pages and files (/en/cv.pdf) shadow the rules that are not forced (no '!').
 */
export function redirectsFile(published: readonly Lang[] = publishedLanguages): string {
  const rule = (from: string, to: string, status: string) => `${from.padEnd(8)} ${to.padEnd(12)} ${status}`;
  const otherLanguages = published.filter((lang) => lang !== defaultLanguage);
  return [
    '# Written by the build (src/tooling/prerender/redirects.ts).',
    rule('/', pagePath('home', defaultLanguage), '301!'),
    ...otherLanguages.flatMap((lang) => [
      rule(languagePrefix(lang), pagePath('home', lang), '301!'),
      rule(`${languagePrefix(lang)}/*`, pagePath('home', lang), '301'),
    ]),
    rule('/*', '/index.html', '200'),
    '',
  ].join('\n');
}
