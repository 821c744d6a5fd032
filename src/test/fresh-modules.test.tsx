/**
 * The files of a jsdom worker share it (`isolate: false`), and each imports the app afresh
 * (./setup.ts): a page a file renders is built from that file's modules and mocks, not from those of
 * a file that rendered it before, even the routes' components, which load on demand.
 */
import { cleanup, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { defaultLanguage } from '../content/languages.ts';
import { pagePath } from '../content/pages.ts';
import { profile } from '../content/profile.ts';
import { featuredProjects } from '../content/projects.ts';

const home = pagePath('home', defaultLanguage);

/** Renders the home page as a file would that finds, or does not find, a portrait. */
async function renderHomeWithPortrait(hasPortrait: boolean) {
  vi.resetModules();
  vi.doMock('virtual:build-facts/portrait', () => ({ default: hasPortrait }));
  const { renderApp } = await import('./render-app.tsx');
  await renderApp(home);
}

it("renders a route's component from the modules of the file that renders it", async () => {
  await renderHomeWithPortrait(true);
  expect(await screen.findByRole('img', { name: profile.name })).toBeInTheDocument();
  cleanup();

  await renderHomeWithPortrait(false);
  const [flagship] = featuredProjects();
  expect(await screen.findByRole('complementary', { name: flagship!.title[defaultLanguage] })).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: profile.name })).toBeNull();
});
