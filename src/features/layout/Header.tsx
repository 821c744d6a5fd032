import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { FaBars } from 'react-icons/fa';
import { FaXmark } from 'react-icons/fa6';
import { pages } from '../../content/pages';
import { profile } from '../../content/profile';
import { ThemeToggle } from '../theme/ThemeToggle';

export function Header() {
  const menuId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  // The menu is open on the page where it was opened: any navigation (a menu entry, the back
  // button) closes it.
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
      <Link to="/home" className="site-header__name">
        {profile.name}
      </Link>
      <button
        ref={burgerRef}
        type="button"
        className="site-header__burger"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {open ? <FaXmark aria-hidden /> : <FaBars aria-hidden />}
      </button>
      <nav id={menuId} className="site-nav" data-open={open} aria-label="Menu principal">
        <ul>
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className="site-nav__link" onClick={close}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ThemeToggle label="Thème sombre" />
    </header>
  );
}
