import { Suspense, useEffect, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useTexts } from '../../lib/language.ts';
import { Header } from './Header.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import './layout.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { lang, texts } = useTexts();
  // The prerendered page has its language; a switch in the app changes it.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  // A new page in the app would leave focus on the link, or on the body once the burger menu has
  // closed: it goes to the new page's heading instead, which screen readers then read out, or to
  // the part of the page the link leads to (/legal#privacy).
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, toLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return;
        const target = toLocation.hash ? document.getElementById(toLocation.hash) : null;
        (target ?? document.querySelector<HTMLElement>('main h1'))?.focus();
      }),
    [router],
  );
  // Marks the prerendered page as running: from here on every control answers (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.layout.skipLink}
      </a>
      {/* Each part hydrates on its own (selective hydration): a press before the app ran
          (src/startup/early-presses.ts) waits for the part it is in, not for the whole page. */}
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </>
  );
}
