import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { pageDescriptions, publishedPages } from '../../content/published-pages.ts';
import { projects } from '../../content/projects.ts';
import { ui } from '../../content/ui.ts';

// An owner's edit: the list cut to five.
vi.mock('../../content/projects.ts', async (importOriginal) =>
  (await import('../../test/changed-projects.ts')).changedProjects(importOriginal, (list) => list.splice(5)),
);

const t = ui.fr.portfolio;

it('a list cut to five: the counter, the ends, the pages and the description follow', async () => {
  expect(projects).toHaveLength(5);
  await renderApp('/experience');
  const user = userEvent.setup();
  expect(screen.getByText('1 / 5')).toBeInTheDocument();
  for (let i = 1; i < 5; i++) await user.click(screen.getByRole('button', { name: t.next }));
  expect(screen.getByText('5 / 5')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: t.next })).toHaveAttribute('aria-disabled', 'true');
  expect(publishedPages.filter((page) => page.id === 'project')).toHaveLength(5 * 2);
  expect(pageDescriptions.experience.fr).toMatch(/^5 projets/);
  // A technology only the cut projects used is no filter any more.
  const filter = within(screen.getByRole('group', { name: t.filter }));
  const tags = filter.getAllByRole('button', { pressed: false }).map((button) => button.textContent!);
  expect(tags).toEqual([...new Set(projects.flatMap((project) => project.tags))]);
});
