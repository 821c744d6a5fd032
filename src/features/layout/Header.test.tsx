import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { profile } from '../../content/profile.ts';

describe('header', () => {
  it('shows the owner, the four menu entries in order, then the language switch', async () => {
    await renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual(['Accueil', 'Parcours', 'Portfolio', 'Contact', 'English']);
    expect(screen.getByRole('link', { name: profile.name })).toHaveAttribute('href', '/home');
  });

  it('speaks English on English pages', async () => {
    await renderApp('/en/contact');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'Resume', 'Portfolio', 'Contact', 'Français']);
    expect(screen.getByRole('link', { name: profile.name })).toHaveAttribute('href', '/en/home');
    expect(screen.getByRole('button', { name: 'Open the menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('opens and closes the menu with the burger button', async () => {
    await renderApp('/home');
    const user = userEvent.setup();
    const burger = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(burger.getAttribute('aria-controls')!);
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Fermer le menu');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and gives focus back to the burger', async () => {
    await renderApp('/home');
    const user = userEvent.setup();
    const burger = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    await user.click(burger);
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('closes the menu when an entry is chosen', async () => {
    const { router } = await renderApp('/home');
    const user = userEvent.setup();
    const burger = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    await user.click(burger);
    await user.click(screen.getByRole('link', { name: 'Parcours' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a skip link to the main content', async () => {
    await renderApp('/home');
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
