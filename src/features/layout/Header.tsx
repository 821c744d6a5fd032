import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { FaBars, FaTimes } from 'react-icons/fa';
import { languageParam } from '../../content/languages.ts';
import { menuPageIds, pageTexts } from '../../content/pages.ts';
import { hasPosts } from '../../content/post-keys.ts';
import { profile } from '../../content/profile.ts';
import { useTexts } from '../../lib/language.ts';
import { ThemeToggle } from './ThemeToggle.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

export function Header() {
  const menuId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const { lang, texts } = useTexts();
  const pathname = useLocation({ select: (location) => location.pathname });
  // The menu is open on the page where it was opened: any navigation (a menu entry, the back
  // button, the language switch) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="site-header">
      <Link to="/{-$lang}/home" params={{ lang: languageParam(lang) }} className="site-header__name">
        {profile.name}
      </Link>
      {/* Before the burger, as it shows, so the burger leads straight into the menu it opens. */}
      <ThemeToggle label={texts.layout.darkTheme} />
      <button
        ref={burgerRef}
        type="button"
        className="header-button site-header__burger"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? texts.layout.closeMenu : texts.layout.openMenu}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {/* Both, the menu's state picks one in CSS: right at once when the page answers a press before the app. */}
        <FaBars className="site-header__burger-icon site-header__burger-icon--closed" aria-hidden />
        <FaTimes className="site-header__burger-icon site-header__burger-icon--open" aria-hidden />
      </button>
      <nav id={menuId} className="site-nav" data-open={open} aria-label={texts.layout.mainMenu}>
        <ul>
          {menuPageIds.map((id) => (
            <Fragment key={id}>
              {/* The blog, before Contact, only in a language with a post: without one, the menu is the spec's four entries. */}
              {id === 'contact' && hasPosts(lang) && (
                <li>
                  <Link
                    to="/{-$lang}/blog"
                    params={{ lang: languageParam(lang) }}
                    className="site-nav__link"
                    onClick={close}
                  >
                    {texts.blog.label}
                  </Link>
                </li>
              )}
              <li>
                <Link
                  to={`/{-$lang}/${id}`}
                  params={{ lang: languageParam(lang) }}
                  className="site-nav__link"
                  onClick={close}
                >
                  {pageTexts[id][lang].label}
                </Link>
              </li>
            </Fragment>
          ))}
          <LanguageSwitch onClick={close} />
        </ul>
      </nav>
    </header>
  );
}
