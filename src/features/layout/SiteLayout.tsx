import type { ReactNode } from 'react';
import { Header } from './Header';
import './layout.css';

export function SiteLayout({ children }: { children: ReactNode }) {
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
