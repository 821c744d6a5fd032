import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { projects } from '../../content/projects.ts';

const n = projects.length;

async function openPortfolio() {
  await renderApp('/experience');
  await screen.findByRole('heading', { level: 1, name: 'Lastest Project' });
  return userEvent.setup();
}

const previous = () => screen.getByRole('button', { name: 'Projet précédent' });
const next = () => screen.getByRole('button', { name: 'Projet suivant' });
const title = () => screen.getByRole('heading', { level: 2 });
const position = () => screen.getByText(new RegExp(`\\d+ / ${projects.length}$`));

describe('Portfolio', () => {

  it('starts at the first project with previous disabled', async () => {
    await openPortfolio();
    expect(title()).toHaveTextContent(projects[0]!.title.fr);
    expect(position()).toHaveTextContent(`1 / ${n}`);
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
  });

  it('steps to the last project and back without wrapping around', async () => {
    const user = await openPortfolio();
    for (let i = 1; i < projects.length; i++) {
      await user.click(next());
      expect(title()).toHaveTextContent(projects[i]!.title.fr);
    }
    expect(position()).toHaveTextContent(`${n} / ${n}`);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    await user.click(next());
    expect(title()).toHaveTextContent(projects[n - 1]!.title.fr);

    for (let i = projects.length - 2; i >= 0; i--) await user.click(previous());
    expect(title()).toHaveTextContent(projects[0]!.title.fr);
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
  });

  it("names the shown slide after its project, and announces it politely at each step", async () => {
    const user = await openPortfolio();
    const label = (i: number) => `Projet ${i + 1} sur ${n} : ${projects[i]!.title.fr}`;
    const slide = () => screen.getByRole('group', { name: new RegExp(`^Projet \\d+ sur ${n}`) });
    expect(slide()).toHaveAccessibleName(label(0));
    expect(slide()).toHaveAttribute('aria-roledescription', 'diapositive');
    expect(slide()).toContainElement(title());
    await user.click(next());
    expect(slide()).toHaveAccessibleName(label(1));
    expect(screen.getByText(label(1)).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('steps with the arrow keys from its controls', async () => {
    const user = await openPortfolio();
    next().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(position()).toHaveTextContent(`${Math.min(3, n)} / ${n}`);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(position()).toHaveTextContent(`1 / ${n}`);
  });

  it('steps with a touch swipe', async () => {
    await openPortfolio();
    const carousel = screen.getByRole('region', { name: 'Projets' });
    fireEvent.pointerDown(carousel, { pointerType: 'touch', clientX: 300 });
    fireEvent.pointerUp(carousel, { pointerType: 'touch', clientX: 120 });
    expect(position()).toHaveTextContent(`${Math.min(2, n)} / ${n}`);
    fireEvent.pointerDown(carousel, { pointerType: 'touch', clientX: 100 });
    fireEvent.pointerUp(carousel, { pointerType: 'touch', clientX: 130 });
    expect(position()).toHaveTextContent(`${Math.min(2, n)} / ${n}`);
    fireEvent.pointerDown(carousel, { pointerType: 'touch', clientX: 100 });
    fireEvent.pointerUp(carousel, { pointerType: 'touch', clientX: 260 });
    expect(position()).toHaveTextContent(`1 / ${n}`);
  });

  it('opens project links in a new tab, names their project, and shows a missing repository as unavailable', async () => {
    const user = await openPortfolio();
    const live = screen.getByRole('link', { name: /^Live Project/ });
    expect(live).toHaveTextContent(`Live Project (${projects[0]!.title.fr}, nouvel onglet)`);
    expect(live).toHaveAttribute('href', projects[0]!.liveLink);
    expect(live).toHaveAttribute('target', '_blank');
    expect(live).toHaveAttribute('rel', 'noopener noreferrer');
    const repository = screen.getByRole('link', { name: /^Github Repository/ });
    expect(repository).toHaveTextContent(`Github Repository (${projects[0]!.title.fr}, nouvel onglet)`);
    expect(repository).toHaveAttribute('href', projects[0]!.githubLink);

    const withoutRepo = projects.findIndex((p) => !p.githubLink);
    for (let i = 0; i < withoutRepo; i++) await user.click(next());
    const unavailable = screen.getByRole('link', { name: /^Github Repository/ });
    expect(unavailable).toHaveTextContent(`Github Repository (${projects[withoutRepo]!.title.fr}, non disponible)`);
    expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    expect(unavailable).not.toHaveAttribute('href');
  });

  it('shows the current project picture with its description', async () => {
    await openPortfolio();
    const picture = screen.getByRole('img', { name: projects[0]!.imageAlt.fr });
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '480');
  });
});

describe('Portfolio pictures', () => {
  const loadedPictures = () => document.querySelectorAll('.portfolio__picture img').length;

  it('loads the current picture and the next one only, then one more per step', async () => {
    const user = await openPortfolio();
    expect(loadedPictures()).toBe(2);
    await user.click(next());
    await waitFor(() => expect(loadedPictures()).toBe(3));
    await user.click(previous());
    expect(position()).toHaveTextContent(`1 / ${n}`);
    expect(loadedPictures()).toBe(3);
  });
});
