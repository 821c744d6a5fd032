import { Link } from '@tanstack/react-router';
import { languageParam } from '../../content/languages.ts';
import { pageTexts } from '../../content/pages.ts';
import { profile } from '../../content/profile.ts';
import { useLang } from '../../lib/language.ts';

/** Every page's footer: the owner, and the legal notice with the privacy notice. */
export function SiteFooter() {
  const lang = useLang();
  return (
    <footer className="site-footer">
      <p>{profile.name}</p>
      <Link to="/{-$lang}/legal" params={{ lang: languageParam(lang) }} className="site-footer__link">
        {pageTexts.legal[lang].label}
      </Link>
    </footer>
  );
}
