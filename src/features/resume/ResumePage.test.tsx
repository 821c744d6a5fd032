import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { accentText } from '../../test/content-expectations.ts';
import { availabilityLine } from '../../content/availability.ts';
import { defaultLanguage, publishedLanguages, type Lang } from '../../content/languages.ts';
import { pagePath } from '../../content/pages.ts';
import { plainText } from '../../content/phrase.ts';
import { profile, spokenLanguages } from '../../content/profile.ts';
import { education, experience, periodText, type ResumeEntry } from '../../content/resume.ts';
import { skillCategories } from '../../content/skills.ts';
import { ui } from '../../content/ui.ts';
import { shownResumeTabs, type ResumeTabKey } from './resume-tabs.ts';

async function openResume(lang: Lang = defaultLanguage) {
  await renderApp(pagePath('education', lang));
  await screen.findByRole('heading', { level: 1, name: accentText(ui[lang].resume.title) });
  return userEvent.setup();
}

const tabName = (key: ResumeTabKey, lang: Lang = defaultLanguage) => ui[lang].resume.tabs[key].text;
const panel = () => screen.getByRole('tabpanel');

/** The panel shows each entry, in order, with all it says. */
function expectEntries(entries: ResumeEntry[], lang: Lang) {
  const items = within(panel()).getAllByRole('listitem');
  expect(items).toHaveLength(entries.length);
  entries.forEach((entry, index) => {
    for (const text of [
      periodText(entry, lang),
      entry.title[lang],
      entry.place,
      plainText(entry.description[lang]),
      ...(entry.result ? [entry.result[lang]] : []),
    ])
      expect(items[index]).toHaveTextContent(text);
  });
}

describe('Parcours', () => {
  it('shows a tab for each part with something in it, the first selected', async () => {
    await openResume();
    const tabs = screen.getAllByRole('tab');
    const first = shownResumeTabs[0]!;
    expect(tabs.map((tab) => tab.textContent)).toEqual(shownResumeTabs.map((key) => tabName(key)));
    expect(screen.getByRole('tab', { name: tabName(first) })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName(tabName(first));
  });

  it('has no tab for an empty list: no experience, no Experience tab', async () => {
    await openResume();
    const lists: [ResumeTabKey, unknown[]][] = [
      ['experience', experience],
      ['education', education],
      ['skill', skillCategories],
    ];
    for (const [key, entries] of lists)
      expect(screen.queryByRole('tab', { name: tabName(key) }) !== null).toBe(entries.length > 0);
  });

  it('puts the title and the motivation above a row of tabs, and the panel below them', async () => {
    await openResume();
    const title = screen.getByRole('heading', { level: 1 });
    const motivation = screen.getByText(profile.motivation[defaultLanguage]);
    const tablist = screen.getByRole('tablist', { name: ui[defaultLanguage].resume.tabList });
    expect(tablist).toHaveAttribute('aria-orientation', 'horizontal');
    const inOrder = [title, motivation, tablist, panel()];
    inOrder
      .slice(1)
      .forEach((element, i) =>
        expect(inOrder[i]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy(),
      );
  });

  describe.each(publishedLanguages)('in %s', (lang) => {
    it('shows the experience, then the education entries', async () => {
      const user = await openResume(lang);
      for (const [key, entries] of [
        ['experience', experience],
        ['education', education],
      ] as const) {
        if (entries.length === 0) continue;
        await user.click(screen.getByRole('tab', { name: tabName(key, lang) }));
        expectEntries(entries, lang);
      }
    });

    it('shows each skill category, each skill with its icon', async () => {
      const user = await openResume(lang);
      await user.click(screen.getByRole('tab', { name: tabName('skill', lang) }));
      const categories = within(panel()).getAllByRole('heading', { level: 3 });
      expect(categories.map((heading) => heading.textContent)).toEqual(
        skillCategories.map((category) => plainText(category.title[lang])),
      );
      for (const skill of skillCategories.flatMap((category) => category.skills)) {
        const item = within(panel()).getByText(skill.name, { selector: 'li' });
        expect(item.querySelector('svg')).not.toBeNull();
      }
    });

    it('shows the about-me facts', async () => {
      const user = await openResume(lang);
      await user.click(screen.getByRole('tab', { name: tabName('about', lang) }));
      const availability = availabilityLine(lang);
      const facts = [
        profile.name,
        profile.age[lang],
        profile.city,
        profile.nationality[lang],
        profile.phone,
        profile.email,
      ];
      for (const text of [
        ...facts,
        ...spokenLanguages(lang).map((language) => language.text),
        ...profile.interests[lang],
        ...(availability ? [availability] : []),
      ]) {
        expect(panel()).toHaveTextContent(text);
      }
      // A fact the owner left empty (no interests) has no row.
      for (const value of within(panel()).getAllByRole('definition')) expect(value.textContent).not.toBe('');
    });
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = await openResume();
    const tab = (index: number) =>
      screen.getByRole('tab', { name: tabName(shownResumeTabs.at(index % shownResumeTabs.length)!) });
    await user.tab(); // past the skip link...
    tab(0).focus();
    await user.keyboard('{ArrowDown}');
    expect(tab(1)).toHaveFocus();
    expect(tab(1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab(2)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(tab(0)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(tab(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab(0)).toHaveFocus();
    // Only the selected tab is in the Tab order.
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab(0)]);
  });
});
