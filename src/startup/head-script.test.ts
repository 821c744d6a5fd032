import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../lib/theme-store.ts';

/** Removes each listener a run of the head script added to the window or the document. */
const removals: (() => void)[] = [];

/** Runs the head script as a page does: once, before the first paint, on a fresh document. */
async function runHeadScript() {
  vi.resetModules();
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      removals.push(() => target.removeEventListener(type, listener, options));
      add(type, listener, options);
    });
  }
  await import('./head-script.ts');
}

const pageState = () => ({
  theme: document.documentElement.dataset.theme,
  metas: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.media),
});

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.head.innerHTML = `
    <meta name="theme-color" content="#f3f5f9" media="(prefers-color-scheme: light)" data-scheme="light" />
    <meta name="theme-color" content="#1f242d" media="(prefers-color-scheme: dark)" data-scheme="dark" />`;
  vi.restoreAllMocks();
});
// The next file of this worker shares the document (setup.ts): no listener of these runs may reach it.
afterEach(() => {
  for (const remove of removals.splice(0)) remove();
  vi.restoreAllMocks();
});

describe('the head script', () => {
  it('shows a stored theme, with its browser colour', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    await runHeadScript();
    expect(pageState()).toEqual({ theme: 'dark', metas: ['not all', 'all'] });
  });

  it("leaves a first visit to the system's theme", async () => {
    const before = pageState();
    await runHeadScript();
    expect(pageState()).toEqual(before);
    expect(before.theme).toBeUndefined();
  });

  it("leaves the page to the system's theme when storage is refused", async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await runHeadScript();
    expect(pageState().theme).toBeUndefined();
  });
});
