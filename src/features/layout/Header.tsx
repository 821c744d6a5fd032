import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { FaBars } from 'react-icons/fa';
import { FaXmark } from 'react-icons/fa6';
import { pages } from '../../content/pages';
import { profile } from '../../content/profile';

export function Header() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });

  // Any navigation (a menu entry, the back button) closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
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
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <FaXmark aria-hidden /> : <FaBars aria-hidden />}
      </button>
      <nav id={menuId} className="site-nav" data-open={open} aria-label="Menu principal">
        <ul>
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className="site-nav__link" onClick={() => setOpen(false)}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
