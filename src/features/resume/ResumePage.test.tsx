import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { profile } from '../../content/profile.ts';

async function openResume() {
  await renderApp('/education');
  await screen.findByRole('heading', { level: 1, name: 'Pourquoi me recruter?' });
  return userEvent.setup();
}

const panel = () => screen.getByRole('tabpanel');

describe('Parcours', () => {
  it('shows the four tabs with Experience selected by default', async () => {
    await openResume();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Experience', 'Formation', 'Compétences', 'Sur moi']);
    expect(screen.getByRole('tab', { name: 'Experience' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('Experience');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
    expect(panel()).toHaveTextContent('Avril 2025 - Juin 2025');
    expect(panel()).toHaveTextContent('Stage en informatique');
  });

  it('shows the two education entries', async () => {
    const user = await openResume();
    await user.click(screen.getByRole('tab', { name: 'Formation' }));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(2);
    expect(panel()).toHaveTextContent('DUT informatique');
    expect(panel()).toHaveTextContent('2023 - 2025');
    expect(panel()).toHaveTextContent('Baccalauréat général');
    expect(panel()).toHaveTextContent('Mention Assez Bien');
  });

  it('shows the nine skill categories, each skill with its icon', async () => {
    const user = await openResume();
    await user.click(screen.getByRole('tab', { name: 'Compétences' }));
    const categories = within(panel()).getAllByRole('heading', { level: 3 });
    expect(categories).toHaveLength(9);
    for (const name of ['C', 'Java', 'HTML5', 'CSS3', 'JavaScript', 'TypeScript', 'PHP', 'Docker', 'Figma', 'Linux']) {
      const item = within(panel()).getByText(name, { selector: 'li' });
      expect(item.querySelector('svg')).not.toBeNull();
    }
  });

  it('shows the about-me facts', async () => {
    const user = await openResume();
    await user.click(screen.getByRole('tab', { name: 'Sur moi' }));
    for (const text of [profile.name, profile.age.fr, profile.city, 'Française', profile.phone, profile.email, 'Anglais', 'Voyages']) {
      expect(panel()).toHaveTextContent(text);
    }
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = await openResume();
    const tab = (name: string) => screen.getByRole('tab', { name });
    await user.tab(); // past the skip link...
    tab('Experience').focus();
    await user.keyboard('{ArrowDown}');
    expect(tab('Formation')).toHaveFocus();
    expect(tab('Formation')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Compétences')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Sur moi')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tab('Experience')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(tab('Sur moi')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Experience')).toHaveFocus();
    // Only the selected tab is in the Tab order.
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('Experience')]);
  });
});
