import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showTheme, THEME_STORAGE_KEY } from '../lib/theme-store.ts';

// A plain script, not a module (it is inlined into the page): imported by a path TypeScript does not check.
const HEAD_SCRIPT: string = './apply-stored-theme';

/** Runs the head script as a page does: once, on a fresh document state. */
async function runHeadScript() {
  vi.resetModules();
  await import(/* @vite-ignore */ HEAD_SCRIPT);
}

function pageState() {
  return {
    theme: document.documentElement.dataset.theme,
    metas: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.media),
  };
}

function freshPage() {
  delete document.documentElement.dataset.theme;
  document.head.innerHTML = `
    <meta name="theme-color" content="#f3f5f9" media="(prefers-color-scheme: light)" data-scheme="light" />
    <meta name="theme-color" content="#1f242d" media="(prefers-color-scheme: dark)" data-scheme="dark" />`;
}

beforeEach(() => {
  localStorage.clear();
  freshPage();
});

describe('the head script', () => {
  for (const stored of ['light', 'dark'] as const) {
    it(`shows a stored '${stored}' exactly as the app's store shows it`, async () => {
      localStorage.setItem(THEME_STORAGE_KEY, stored);
      await runHeadScript();
      const fromHeadScript = pageState();
      freshPage();
      showTheme(stored);
      expect(fromHeadScript).toEqual(pageState());
      expect(fromHeadScript.theme).toBe(stored);
    });
  }

  for (const stored of [null, 'blue', '']) {
    it(`leaves the page to the system with ${JSON.stringify(stored)} stored`, async () => {
      if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
      const before = pageState();
      await runHeadScript();
      expect(pageState()).toEqual(before);
      expect(before.theme).toBeUndefined();
    });
  }

  it('leaves the page to the system when storage is refused', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await expect(runHeadScript()).resolves.toBeUndefined();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    vi.restoreAllMocks();
  });
});
