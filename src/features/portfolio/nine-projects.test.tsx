import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { projectPath } from '../../content/pages.ts';
import { publishedPages } from '../../content/published-pages.ts';
import { projects } from '../../content/projects.ts';
import { ui } from '../../content/ui.ts';

// An owner's edit: a ninth project, added at the end of the list.
vi.mock('../../content/projects.ts', async (importOriginal) =>
  (await import('../../test/changed-projects.ts')).changedProjects(importOriginal, (list) => {
    list.splice(8);
    list.push({ ...list[0]!, slug: 'ninth-project', title: { fr: 'Neuvième projet', en: 'Ninth project' }, tags: ['Rust'] });
  }),
);

const t = ui.fr.portfolio;
const next = () => screen.getByRole('button', { name: t.next });

describe('a ninth project', () => {
  it('is the carousel\'s last slide, numbered 09, with its own page and filter', async () => {
    expect(projects).toHaveLength(9);
    await renderApp('/experience');
    const user = userEvent.setup();
    for (let i = 1; i < 9; i++) await user.click(next());
    expect(screen.getByText('9 / 9')).toBeInTheDocument();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Neuvième projet');
    expect(document.querySelector('.portfolio__number')).toHaveTextContent('09');
    await user.click(screen.getByRole('button', { name: 'Rust' }));
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });

  it('has its prerendered page in each language, and its page leads to the one before', async () => {
    const ninth = projects[8]!;
    expect(publishedPages.filter((page) => page.project === ninth).map((page) => page.path)).toEqual([projectPath(ninth, 'fr'), projectPath(ninth, 'en')]);
    await renderApp(projectPath(ninth, 'fr'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Neuvième projet' })).toBeInTheDocument();
    expect(document.querySelector('a[rel="prev"]')).toHaveAttribute('href', projectPath(projects[7]!, 'fr'));
    expect(document.querySelector('a[rel="next"]')).toBeNull();
  });
});
