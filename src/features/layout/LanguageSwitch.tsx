import { Link } from '@tanstack/react-router';
import { languageDetails, languageParam, publishedLanguages } from '../../content/languages.ts';
import { useLang } from '../../lib/language.ts';

/**
 * The menu's last entries: a link to the same page in each other published language, named in that
 * language ("English" on French pages, "Français" on English ones).
 */
export function LanguageSwitch({ onClick }: { onClick: () => void }) {
  const lang = useLang();
  return publishedLanguages
    .filter((other): boolean => other !== lang)
    .map((other) => (
      <li key={other} className="site-nav__language">
        <Link
          to="."
          params={(params: { lang?: string }) => ({ ...params, lang: languageParam(other) })}
          hrefLang={other}
          lang={other}
          className="site-nav__link"
          onClick={onClick}
        >
          {languageDetails[other].name}
        </Link>
      </li>
    ));
}
