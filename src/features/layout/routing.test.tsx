import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { publishedPages } from '../../content/published-pages.ts';
import { profile } from '../../content/profile.ts';

const headings: Record<string, string> = {
  '/home': profile.name,
  '/education': 'Pourquoi me recruter?',
  '/experience': 'Lastest Project',
  '/contact': 'Travaillons Ensemble',
  '/en/home': profile.name,
  '/en/education': 'Why hire me?',
  '/en/experience': 'Latest Project',
  '/en/contact': "Let's Work Together",
  '/message-sent': 'Message envoyé avec succès !',
  '/en/message-sent': 'Message sent successfully!',
  '/legal': 'Mentions légales et confidentialité',
  '/en/legal': 'Legal notice and privacy',
};

describe('routing', () => {
  it('redirects the empty path to /home', async () => {
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: profile.name })).toBeInTheDocument();
  });

  it.each(['/nope', '/foo/bar', '/home/extra/deep', '/de/home', '/fr/home'])('treats the unknown URL %s as the root', async (url) => {
    const { router } = await renderApp(url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it.each(['/en', '/en/', '/en/nope', '/en/foo/bar', '/en/home/extra'])('sends %s to the English home page', async (url) => {
    const { router } = await renderApp(url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/home'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('has both languages of every page', () => {
    const pages = publishedPages.filter((page) => !page.project);
    expect(pages.map((page) => page.path).sort()).toEqual(Object.keys(headings).sort());
  });

  it.each(publishedPages.map((page) => [page.path, page] as const))('shows %s with its heading, title and language', async (path, page) => {
    await renderApp(path);
    const heading = page.project ? page.project.title[page.lang] : headings[path];
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(page.title));
    expect(document.documentElement.lang).toBe(page.lang);
  });

  it('moves between pages from the menu and marks the current entry', async () => {
    const { router } = await renderApp('/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Portfolio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/experience'));
    expect(screen.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  });

  it('keeps English pages in English through the menu', async () => {
    const { router } = await renderApp('/en/home');
    const user = userEvent.setup();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Resume' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/education'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Why hire me?' })).toBeInTheDocument();
  });

  it('switches to the same page in the other language and back', async () => {
    const { router } = await renderApp('/education');
    const user = userEvent.setup();
    const english = await screen.findByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/education');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
    await user.click(english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/education'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Why hire me?' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    const french = screen.getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('hreflang', 'fr');
    expect(french).toHaveAttribute('lang', 'fr');
    await user.click(french);
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(document.documentElement.lang).toBe('fr');
  });

  it("switches a project's page to the same project in the other language", async () => {
    const project = publishedPages.find((page) => page.project)!.project!;
    await renderApp(`/experience/${project.slug}`);
    expect(await screen.findByRole('link', { name: 'English' })).toHaveAttribute('href', `/en/experience/${project.slug}`);
  });

  it('ignores a navigation to the current URL', async () => {
    const { history } = await renderApp('/contact');
    const user = userEvent.setup();
    const before = history.length;
    await user.click(await screen.findByRole('link', { name: 'Contact' }));
    expect(history.length).toBe(before);
    expect(history.location.pathname).toBe('/contact');
  });
});
