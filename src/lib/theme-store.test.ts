import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseTheme,
  currentTheme,
  showTheme,
  storedTheme,
  subscribeToTheme,
  switchTheme,
  THEME_STORAGE_KEY,
} from './theme-store.ts';

/** A system colour scheme that a test can change, as a visitor's OS setting would. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const system = {
    dark,
    set(next: boolean) {
      system.dark = next;
      for (const listener of listeners) listener();
    },
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' ? system.dark : false;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return system;
}

const originalMatchMedia = window.matchMedia;

function addThemeColorMetas() {
  document.head.innerHTML = `
    <meta name="theme-color" content="#f3f5f9" media="(prefers-color-scheme: light)" data-scheme="light" />
    <meta name="theme-color" content="#1f242d" media="(prefers-color-scheme: dark)" data-scheme="dark" />`;
}

const metaMedia = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.media);

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  addThemeColorMetas();
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.restoreAllMocks();
});

describe('the theme store', () => {
  it('follows the system while the visitor has not chosen', () => {
    const system = fakeSystem(true);
    expect(currentTheme()).toBe('dark');
    system.set(false);
    expect(currentTheme()).toBe('light');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('shows and keeps a choice, whatever the system says, with the matching browser colour', () => {
    fakeSystem(true);
    chooseTheme('light');
    expect(currentTheme()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(metaMedia()).toEqual(['all', 'not all']);
    chooseTheme('dark');
    expect(currentTheme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(metaMedia()).toEqual(['not all', 'all']);
  });

  it('switches to the other theme than the one shown, and keeps it', () => {
    fakeSystem(true);
    switchTheme();
    expect(currentTheme()).toBe('light');
    expect(storedTheme()).toBe('light');
    switchTheme();
    expect(currentTheme()).toBe('dark');
    expect(storedTheme()).toBe('dark');
  });

  it('reads only a valid stored choice, and none when storage is refused', () => {
    for (const [stored, expected] of [
      ['light', 'light'],
      ['dark', 'dark'],
      ['blue', null],
      ['', null],
    ] as const) {
      localStorage.setItem(THEME_STORAGE_KEY, stored);
      expect(storedTheme()).toBe(expected);
    }
    localStorage.clear();
    expect(storedTheme()).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storedTheme()).toBeNull();
  });

  it('gives the browser colour back to the system when the choice is gone', () => {
    fakeSystem(false);
    showTheme('dark');
    showTheme(null);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(metaMedia()).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
  });

  it('still shows a choice when the browser refuses storage', () => {
    fakeSystem(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => chooseTheme('dark')).not.toThrow();
    expect(currentTheme()).toBe('dark');
  });

  it('tells subscribers of a choice and of a system change, until they unsubscribe', () => {
    const system = fakeSystem(false);
    const onChange = vi.fn();
    const unsubscribe = subscribeToTheme(onChange);
    chooseTheme('dark');
    expect(onChange).toHaveBeenCalledTimes(1);
    system.set(true);
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    chooseTheme('light');
    system.set(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows a choice made in another tab, and the system again when that tab clears the storage', () => {
    fakeSystem(true);
    const onChange = vi.fn();
    const unsubscribe = subscribeToTheme(onChange);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }));
    expect(currentTheme()).toBe('light');
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'dark' }));
    expect(currentTheme()).toBe('light');
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(currentTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
