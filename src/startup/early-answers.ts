import { switchTheme } from '../lib/theme-store.ts';

/**
 * Shows at once what a button pressed before the app runs the page is for, where the page alone
 * can: the theme switch (`data-switches-theme`), done here for good, since the app reads the theme
 * from the page; a disclosure's new state (the burger: its aria-expanded and the data-open of what
 * it controls, as the app renders them), which the app, pressed again, then takes over.
 * Returns whether the app still has to answer the press.
 */
export function answerEarly(button: Element): boolean {
  if (button.hasAttribute('data-switches-theme')) {
    switchTheme();
    return false;
  }
  const controlled = button.getAttribute('aria-controls');
  const target = controlled && document.getElementById(controlled);
  if (target && button.hasAttribute('aria-expanded')) {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    target.dataset.open = String(open);
  }
  return true;
}
