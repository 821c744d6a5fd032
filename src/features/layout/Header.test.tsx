import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { menuLabels } from '../../test/content-expectations.ts';
import { defaultLanguage, publishedLanguages } from '../../content/languages.ts';
import { pagePath, pageTexts } from '../../content/pages.ts';
import { hasPosts } from '../../content/post-keys.ts';
import { profile } from '../../content/profile.ts';
import { ui } from '../../content/ui.ts';

const t = ui[defaultLanguage].layout;
const home = pagePath('home', defaultLanguage);

describe('header', () => {
  // The spec's four entries, and the blog's only in a language with a post (the second content set has none).
  it.each(publishedLanguages)(
    'shows the owner, the menu entries in order, then the language switch, in %s',
    async (lang) => {
      await renderApp(pagePath('contact', lang));
      const nav = await screen.findByRole('navigation', { name: ui[lang].layout.mainMenu });
      const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
      expect(labels).toEqual(menuLabels(lang, hasPosts(lang)));
      expect(screen.getByRole('link', { name: profile.name })).toHaveAttribute('href', pagePath('home', lang));
      expect(screen.getByRole('button', { name: ui[lang].layout.openMenu })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: ui[lang].layout.skipLink })).toHaveAttribute('href', '#main');
    },
  );

  it('opens and closes the menu with the burger button', async () => {
    await renderApp(home);
    const user = userEvent.setup();
    const burger = await screen.findByRole('button', { name: t.openMenu });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(burger.getAttribute('aria-controls')!);
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName(t.closeMenu);
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and gives focus back to the burger', async () => {
    await renderApp(home);
    const user = userEvent.setup();
    const burger = await screen.findByRole('button', { name: t.openMenu });
    await user.click(burger);
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('closes the menu when an entry is chosen', async () => {
    const { router } = await renderApp(home);
    const user = userEvent.setup();
    const burger = await screen.findByRole('button', { name: t.openMenu });
    await user.click(burger);
    await user.click(screen.getByRole('link', { name: pageTexts.education[defaultLanguage].label }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('education', defaultLanguage)));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a skip link to the main content', async () => {
    await renderApp(home);
    expect(screen.getByRole('link', { name: t.skipLink })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
