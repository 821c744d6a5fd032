import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams, useRouterState } from '@tanstack/react-router';
import { languageDetails, languageParam, publishedLanguages, type Lang } from '../../content/languages.ts';
import { hasPost, hasPosts } from '../../content/post-keys.ts';
import { useLang } from '../../lib/language.ts';

const BLOG = '/{-$lang}/blog';
const POST = '/{-$lang}/blog_/$slug';

/**
 * Where the switch to `other` leads when the same page does not exist in it: from a post not
 * written in it, its blog's index; from a blog it has none of, its home page. Else undefined: the
 * same page.
 */
function useElsewhere(other: Lang): typeof BLOG | '/{-$lang}/home' | undefined {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId });
  const slug = useParams({ strict: false, select: (params) => params.slug });
  if (routeId !== BLOG && routeId !== POST) return undefined;
  if (routeId === POST && slug && hasPost(slug, other)) return undefined;
  return hasPosts(other) ? BLOG : '/{-$lang}/home';
}

/**
 * The menu's last entries: a link to the same page in each other published language, named in that
 * language ("English" on French pages, "Français" on English ones).
 */
export function LanguageSwitch({ onClick }: { onClick: () => void }) {
  const lang = useLang();
  return publishedLanguages
    .filter((other): boolean => other !== lang)
    .map((other) => <SwitchTo key={other} lang={other} onClick={onClick} />);
}

function SwitchTo({ lang, onClick }: { lang: Lang; onClick: () => void }) {
  const elsewhere = useElsewhere(lang);
  const navigate = useNavigate();
  const target = {
    to: elsewhere ?? '.',
    params: (current: { lang?: string }) => ({ ...current, lang: languageParam(lang) }),
  } as const;
  // The whole page renders anew in the other language: the menu closes and paints first, so the tap
  // answers at once; a click that opens a new tab keeps the link's own behaviour.
  const closeThenSwitch = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    requestAnimationFrame(() => setTimeout(() => navigate(target)));
  };
  return (
    <li className="site-nav__language">
      <Link {...target} hrefLang={lang} lang={lang} className="site-nav__link" onClick={closeThenSwitch}>
        {languageDetails[lang].name}
      </Link>
    </li>
  );
}
