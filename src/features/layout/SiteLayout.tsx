import { useEffect, type ReactNode } from 'react';
import { Header } from './Header';
import './layout.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  // Marks the prerendered page as running: from here on every control answers (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Aller au contenu
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
