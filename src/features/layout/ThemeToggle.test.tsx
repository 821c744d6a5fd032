import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../../lib/theme-store.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the theme toggle', () => {
  it('is a toggle button named by its label, pressed while the dark theme shows', async () => {
    // The test setup's system has no dark preference: the page starts light.
    render(<ThemeToggle label="Thème sombre" />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Thème sombre' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('starts from the theme the head script showed', () => {
    document.documentElement.dataset.theme = 'dark';
    render(<ThemeToggle label="Thème sombre" />);
    expect(screen.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves aria-pressed out of the prerendered HTML, and hydrates it with no mismatch', async () => {
    const html = renderToString(<ThemeToggle label="Thème sombre" />);
    expect(html).not.toContain('aria-pressed');
    // Both icons are in the page: the stylesheet shows the current theme's.
    expect(html).toContain('theme-toggle__icon--dark');
    expect(html).toContain('theme-toggle__icon--light');

    document.documentElement.dataset.theme = 'dark';
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <ThemeToggle label="Thème sombre" />));
    expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'true');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
