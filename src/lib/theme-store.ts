/**
 * The page's theme: the visitor's choice, kept in localStorage, or else the system's
 * (prefers-color-scheme). The choice shows as <html data-theme>, which the stylesheet's
 * light-dark() colours follow (src/styles/global.css). The page's head script
 * (src/startup/head-script.ts) shows a stored choice before the first paint and switches the theme
 * when it is pressed before the app runs; the app does the rest. The page is the only state: the
 * app reads the theme from <html>.
 */
export type Theme = 'light' | 'dark';

/** The localStorage key of the choice. */
export const THEME_STORAGE_KEY = 'theme';

const DARK_SYSTEM = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The visitor's stored choice, if any (none when storage is refused). */
export function storedTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The theme the page shows now: the visitor's choice if any, else the system's. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (isTheme(chosen)) return chosen;
  return window.matchMedia(DARK_SYSTEM).matches ? 'dark' : 'light';
}

/**
 * Shows a chosen theme, or the system's for null: <html data-theme>, and the browser's colour
 * (theme-color) of that theme rather than of the system's.
 */
export function showTheme(theme: Theme | null): void {
  const root = document.documentElement;
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    const scheme = meta.dataset.scheme;
    meta.media = !theme ? `(prefers-color-scheme: ${scheme})` : scheme === theme ? 'all' : 'not all';
  }
}

const listeners = new Set<() => void>();

/** The visitor chose a theme: shown at once, and kept for the next pages and visits. */
export function chooseTheme(theme: Theme): void {
  showTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the choice holds on this page, and in the app's page changes.
  }
  for (const listener of listeners) listener();
}

/** The theme toggle's press: the other theme than the one shown, chosen. */
export function switchTheme(): void {
  chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark');
}

/**
 * Calls back when the shown theme may have changed: a choice here, the system's theme changing
 * (it counts while no choice is made), or a choice made in another tab of the site, shown here too.
 */
export function subscribeToTheme(onChange: () => void): () => void {
  const system = window.matchMedia(DARK_SYSTEM);
  const onStorage = (event: StorageEvent) => {
    // A null key: the other tab cleared the whole storage.
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    showTheme(isTheme(event.newValue) ? event.newValue : null);
    onChange();
  };
  listeners.add(onChange);
  system.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    system.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}
