import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { pages } from '../../content/pages';
import { profile } from '../../content/profile';

describe('routing', () => {
  it('redirects the empty path to /home', async () => {
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: profile.name })).toBeInTheDocument();
  });

  it.each(['/nope', '/foo/bar', '/home/extra/deep'])('treats the unknown URL %s as the root', async (url) => {
    const { router } = await renderApp(url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it.each([
    ['/home', profile.name],
    ['/education', 'Pourquoi me recruter?'],
    ['/experience', 'Lastest Project'],
    ['/contact', 'Travaillons Ensemble'],
  ])('shows %s with its heading and a French title', async (path, heading) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const page = pages.find((p) => p.path === path)!;
    await waitFor(() => expect(document.title).toBe(page.title));
  });

  it('moves between pages from the menu and marks the current entry', async () => {
    const { router } = await renderApp('/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Portfolio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/experience'));
    expect(screen.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
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
