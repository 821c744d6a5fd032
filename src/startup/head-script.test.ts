import { beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../lib/theme-store.ts';
import { rememberPoppinsCached } from '../styles/fonts/poppins-cache.ts';

/** Runs the head script as a page does: once, before the first paint, on a fresh document. */
async function runHeadScript() {
  vi.resetModules();
  await import('./head-script.ts');
}

const pageState = () => ({
  theme: document.documentElement.dataset.theme,
  fonts: document.documentElement.dataset.fonts,
  metas: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.media),
});

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.fonts;
  document.head.innerHTML = `
    <meta name="theme-color" content="#f3f5f9" media="(prefers-color-scheme: light)" data-scheme="light" />
    <meta name="theme-color" content="#1f242d" media="(prefers-color-scheme: dark)" data-scheme="dark" />`;
  vi.restoreAllMocks();
});

describe('the head script', () => {
  it('shows a stored theme, with its browser colour, and Poppins once cached', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    rememberPoppinsCached();
    await runHeadScript();
    expect(pageState()).toEqual({ theme: 'dark', fonts: 'cached', metas: ['not all', 'all'] });
  });

  it('leaves a first visit to the system and the fallback fonts', async () => {
    const before = pageState();
    await runHeadScript();
    expect(pageState()).toEqual(before);
    expect(before.theme).toBeUndefined();
  });

  it('leaves the page to the system and the fallback fonts when storage is refused', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await runHeadScript();
    expect(pageState().theme).toBeUndefined();
    expect(pageState().fonts).toBeUndefined();
  });
});
