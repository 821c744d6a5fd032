import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { switchLanguages } from '../../test/content-expectations.ts';
import { defaultLanguage, languageDetails, publishedLanguages } from '../../content/languages.ts';
import { menuPageIds, pagePath, pageTexts } from '../../content/pages.ts';
import { profile } from '../../content/profile.ts';
import { ui } from '../../content/ui.ts';

const t = ui[defaultLanguage].layout;
const home = pagePath('home', defaultLanguage);

describe('header', () => {
  it.each(publishedLanguages)('shows the owner, the four menu entries in order, then the language switch, in %s', async (lang) => {
    await renderApp(pagePath('contact', lang));
    const nav = await screen.findByRole('navigation', { name: ui[lang].layout.mainMenu });
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual([...menuPageIds.map((id) => pageTexts[id][lang].label), ...switchLanguages(lang).map((other) => languageDetails[other].name)]);
    expect(screen.getByRole('link', { name: profile.name })).toHaveAttribute('href', pagePath('home', lang));
    expect(screen.getByRole('button', { name: ui[lang].layout.openMenu })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ui[lang].layout.skipLink })).toHaveAttribute('href', '#main');
  });

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
