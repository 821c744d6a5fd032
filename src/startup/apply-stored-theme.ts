// Inlined into the <head> of every built page, before the stylesheet, by src/tooling/first-paint
// (the CSP allows it by its hash; `npm run dev` gets it too): a visitor's stored theme is on
// <html data-theme> before the first paint, so a page never flashes the system's theme first.
// It runs alone, with no import: it repeats what showTheme() of src/lib/theme-store.ts
// does for a stored theme, and a unit test checks that the two agree.
(() => {
  try {
    const theme = localStorage.getItem('theme');
    if (theme !== 'light' && theme !== 'dark') return;
    document.documentElement.dataset.theme = theme;
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
      meta.media = meta.dataset.scheme === theme ? 'all' : 'not all';
    }
  } catch {
    // Storage refused (cookies blocked): the system's theme.
  }
})();
