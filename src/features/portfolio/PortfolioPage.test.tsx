import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { accentText } from '../../test/content-expectations.ts';
import { defaultLanguage } from '../../content/languages.ts';
import { pagePath } from '../../content/pages.ts';
import { projectNumber, projects } from '../../content/projects.ts';
import { ui } from '../../content/ui.ts';

const n = projects.length;
const lang = defaultLanguage;
const t = ui[lang].portfolio;
const titleOf = (index: number) => projects[index]!.title[lang];

async function openPortfolio() {
  await renderApp(pagePath('experience', lang));
  await screen.findByRole('heading', { level: 1, name: accentText(t.title) });
  return userEvent.setup();
}

const previous = () => screen.getByRole('button', { name: t.previous });
const next = () => screen.getByRole('button', { name: t.next });
const title = () => screen.getByRole('heading', { level: 2 });
const position = () => screen.getByText(new RegExp(`\\d+ / ${projects.length}$`));
const number = () => document.querySelector('.portfolio__number');

describe('Portfolio', () => {
  it('starts at the first project with previous disabled', async () => {
    await openPortfolio();
    expect(title()).toHaveTextContent(titleOf(0));
    expect(number()).toHaveTextContent('01');
    expect(position()).toHaveTextContent(`1 / ${n}`);
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', n > 1 ? 'false' : 'true');
  });

  it('steps to the last project, numbered by its place, and back without wrapping around', async () => {
    const user = await openPortfolio();
    for (let i = 1; i < projects.length; i++) {
      await user.click(next());
      expect(title()).toHaveTextContent(titleOf(i));
      expect(number()).toHaveTextContent(String(i + 1).padStart(2, '0'));
    }
    expect(position()).toHaveTextContent(`${n} / ${n}`);
    expect(number()).toHaveTextContent(projectNumber(projects[n - 1]!));
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(next());
    expect(title()).toHaveTextContent(titleOf(n - 1));

    for (let i = projects.length - 2; i >= 0; i--) await user.click(previous());
    expect(title()).toHaveTextContent(titleOf(0));
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
  });

  it('names the shown slide after its project, and announces it politely at each step', async () => {
    const user = await openPortfolio();
    const label = (i: number) => t.slideLabel(i + 1, n, titleOf(i));
    const slide = () => screen.getByRole('group', { name: (name) => projects.some((_, i) => name === label(i)) });
    expect(slide()).toHaveAccessibleName(label(0));
    expect(slide()).toHaveAttribute('aria-roledescription', t.slideRole);
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
    const carousel = screen.getByRole('region', { name: t.carousel });
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

  it('opens project links in a new tab, names their project, and shows a missing live site or repository as unavailable', async () => {
    const user = await openPortfolio();
    const link = (label: { text: string }) => screen.getByRole('link', { name: (name) => name.startsWith(label.text) });
    for (const [i, project] of projects.entries()) {
      if (i > 0) await user.click(next());
      for (const [label, href] of [
        [t.live, project.liveLink],
        [t.repository, project.githubLink],
      ] as const) {
        const shown = link(label);
        if (href) {
          expect(shown).toHaveTextContent(`${label.text} ${t.opensNewTab(titleOf(i))}`);
          expect(shown).toHaveAttribute('href', href);
          expect(shown).toHaveAttribute('target', '_blank');
          expect(shown).toHaveAttribute('rel', 'noopener noreferrer');
        } else {
          expect(shown).toHaveTextContent(`${label.text} ${t.unavailable(titleOf(i))}`);
          expect(shown).toHaveAttribute('aria-disabled', 'true');
          expect(shown).not.toHaveAttribute('href');
        }
      }
    }
  });

  it('shows the current project picture with its description', async () => {
    await openPortfolio();
    const picture = screen.getByRole('img', { name: projects[0]!.imageAlt[lang] });
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '480');
  });
});

describe('Portfolio pictures', () => {
  const loadedPictures = () => document.querySelectorAll('.portfolio__picture img').length;

  it('loads the current picture and the next one only, then one more per step', async () => {
    const user = await openPortfolio();
    expect(loadedPictures()).toBe(Math.min(2, n));
    await user.click(next());
    await waitFor(() => expect(loadedPictures()).toBe(Math.min(3, n)));
    await user.click(previous());
    expect(position()).toHaveTextContent(`1 / ${n}`);
    expect(loadedPictures()).toBe(Math.min(3, n));
  });
});
