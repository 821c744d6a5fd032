import { FaMoon, FaSun } from 'react-icons/fa';
import { switchTheme } from '../../lib/theme-store.ts';
import { useTheme } from '../../lib/useTheme.ts';
import './theme.css';

/**
 * The header's theme switch: a toggle button named for what it does (`label`, in the page's
 * language, e.g. 'Thème sombre'), pressed while the dark theme is on. Its icon, the current
 * theme's, is chosen by CSS alone, so it is right in the prerendered page before the app runs;
 * aria-pressed, which the prerendered HTML cannot know, comes with the app. Pressed before the app
 * runs, the page's head script switches the theme (`data-switches-theme`: src/startup/early-answers.ts).
 */
export function ThemeToggle({ label }: { label: string }) {
  const theme = useTheme();
  return (
    <button
      type="button"
      className="header-button theme-toggle"
      aria-label={label}
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      data-switches-theme
      onClick={switchTheme}
    >
      <FaMoon className="theme-toggle__icon theme-toggle__icon--dark" aria-hidden />
      <FaSun className="theme-toggle__icon theme-toggle__icon--light" aria-hidden />
    </button>
  );
}
