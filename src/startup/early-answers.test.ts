import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentTheme, storedTheme } from '../lib/theme-store.ts';
import { answerEarly } from './early-answers.ts';

// The prerendered header's buttons, as React renders them.
beforeEach(() => {
  localStorage.clear();
  document.documentElement.dataset.theme = 'light';
  document.body.innerHTML = `
    <button type="button" class="theme-toggle" data-switches-theme aria-label="Thème sombre"></button>
    <button type="button" aria-expanded="false" aria-controls="menu" aria-label="Ouvrir le menu"></button>
    <nav id="menu" data-open="false"></nav>
    <button type="button">Suivant</button>`;
});

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

const themeToggle = () => document.querySelector('[data-switches-theme]')!;
const burger = () => document.querySelector('[aria-controls]')!;
const other = () => document.querySelector('button:last-of-type')!;

describe('a press answered before the app runs', () => {
  it('switches the theme and keeps it, leaving nothing for the app to do', () => {
    expect(answerEarly(themeToggle())).toBe(false);
    expect(currentTheme()).toBe('dark');
    expect(storedTheme()).toBe('dark');
    expect(answerEarly(themeToggle())).toBe(false);
    expect(currentTheme()).toBe('light');
  });

  it("opens and closes the burger's menu as the app renders it, and leaves the press to the app", () => {
    const menu = document.getElementById('menu')!;
    expect(answerEarly(burger())).toBe(true);
    expect([burger().getAttribute('aria-expanded'), menu.dataset.open]).toEqual(['true', 'true']);
    expect(answerEarly(burger())).toBe(true);
    expect([burger().getAttribute('aria-expanded'), menu.dataset.open]).toEqual(['false', 'false']);
  });

  it('changes nothing for another button, which the app answers', () => {
    const before = document.body.innerHTML;
    expect(answerEarly(other())).toBe(true);
    expect(document.body.innerHTML).toBe(before);
    expect(currentTheme()).toBe('light');
  });
});
