/**
 * A portfolio of one project, the smallest an owner may have: the home page features it, the
 * Portfolio page shows it alone with its count and overview, and its page has no related project.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLanguage } from '../content/languages.ts';
import { pagePath, projectPath } from '../content/pages.ts';
import { projects, type Project } from '../content/projects.ts';
import { ui } from '../content/ui.ts';
import { renderApp } from './render-app.tsx';

const lang = defaultLanguage;
const t = ui[lang];
let all: Project[];

// In place, as an owner's content would be: the content's own helpers read the same list.
beforeAll(() => {
  all = [...projects];
  projects.splice(1);
});
afterAll(() => {
  projects.splice(0, projects.length, ...all);
});

describe('a portfolio of one project', () => {
  it('is featured on the home page, beside the hero and under it', async () => {
    await renderApp(pagePath('home', lang));
    const [only] = projects;
    const cards = within(await screen.findByRole('region', { name: t.home.featuredWork })).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('link', { name: only!.title[lang] })).toHaveAttribute(
      'href',
      projectPath(only!, lang),
    );
  });

  it('shows alone on the Portfolio page, counted, in an overview of one', async () => {
    await renderApp(pagePath('experience', lang));
    await screen.findByRole('region', { name: t.portfolio.carousel });
    expect(screen.getByRole('status')).toHaveTextContent(t.portfolio.shownCount(1, undefined));
    expect(within(screen.getByRole('group', { name: t.portfolio.overview })).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: t.portfolio.next })).toHaveAttribute('aria-disabled', 'true');
  });

  it('has a page with its call to action and no related projects', async () => {
    await renderApp(projectPath(projects[0]!, lang));
    expect(await screen.findByRole('region', { name: t.project.callToAction })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.project.relatedProjects })).toBeNull();
  });
});
