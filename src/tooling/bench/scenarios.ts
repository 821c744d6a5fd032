/**
 * The first interactions whose INP the bench measures (interactions.ts), each on the page it belongs
 * to, driven by roles and accessible names from the content modules.
 */
import type { Locator, Page } from '@playwright/test';
import { languageDetails, publishedLanguages, type Lang } from '../../content/languages.ts';
import { pageTexts, type PageId } from '../../content/pages.ts';
import { profile } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';
import { ui } from '../../content/ui.ts';

export interface Interaction {
  /** As the report names it. */
  label: string;
  page: PageId;
  /** The steps that lead to the measured input, not measured. */
  prepare?(page: Page, lang: Lang): Promise<void>;
  /** The measured input. */
  act(page: Page, lang: Lang): Promise<void>;
  /** Throws, saying what is missing, unless the interaction did what it is for. */
  verify(page: Page, lang: Lang): Promise<void>;
}

const exact = true;

/** Waits for a control or a text, and says which one is missing when it never comes. */
const shows = (locator: Locator, what: string) =>
  locator
    .waitFor({ state: 'visible', timeout: 5_000 })
    .catch(() => Promise.reject(new Error(`${what} did not show within 5 s`)));

const otherLanguage = (lang: Lang) => publishedLanguages.find((other): boolean => other !== lang)!;
/** The first keys of a visitor's name. */
const firstKeys = 'Cam';
const nameField = (page: Page, lang: Lang) =>
  page.getByRole('textbox', { name: ui[lang].contact.fields.name.label, exact });
const openMenu = (page: Page, lang: Lang) => page.getByRole('button', { name: ui[lang].layout.openMenu, exact }).tap();
const languageLink = (page: Page, lang: Lang) =>
  page.getByRole('link', { name: languageDetails[otherLanguage(lang)].name, exact });
/** The carousel's second slide, as screen readers name it: its position and its project. */
const secondSlide = (lang: Lang) => ui[lang].portfolio.slideLabel(2, projects.length, projects[1]!.title[lang]);

const interactionList: (Interaction | false)[] = [
  {
    label: 'open the menu',
    page: 'home',
    act: openMenu,
    verify: (page, lang) =>
      shows(
        page
          .getByRole('navigation', { name: ui[lang].layout.mainMenu, exact })
          .getByRole('link', { name: pageTexts.contact[lang].label, exact }),
        'the menu',
      ),
  },
  {
    label: 'pick a tab',
    page: 'education',
    act: (page, lang) => page.getByRole('tab', { name: ui[lang].resume.tabs.education.text, exact }).tap(),
    async verify(page, lang) {
      await shows(
        page.getByRole('tab', { name: ui[lang].resume.tabs.education.text, exact, selected: true }),
        'the tab selected',
      );
      await shows(
        page.getByRole('tabpanel').getByRole('heading', { name: ui[lang].resume.panels.education, exact }),
        "the tab's panel",
      );
    },
  },
  {
    label: 'step the carousel',
    page: 'experience',
    act: (page, lang) => page.getByRole('button', { name: ui[lang].portfolio.next, exact }).tap(),
    verify: (page, lang) => shows(page.getByRole('group', { name: secondSlide(lang), exact }), 'the second project'),
  },
  {
    label: 'type in the form',
    page: 'contact',
    prepare: (page, lang) => nameField(page, lang).tap(),
    act: (page) => page.keyboard.type(firstKeys),
    async verify(page, lang) {
      const typed = await nameField(page, lang).inputValue();
      if (typed !== firstKeys) throw new Error(`the name field holds "${typed}", not "${firstKeys}"`);
    },
  },
  {
    label: 'switch the theme',
    page: 'home',
    act: (page, lang) => page.getByRole('button', { name: ui[lang].layout.darkTheme, exact }).tap(),
    async verify(page) {
      if ((await page.locator('html').getAttribute('data-theme')) !== 'dark')
        throw new Error('the page is not in the dark theme');
    },
  },
  // Only when there is another language.
  publishedLanguages.length > 1 && {
    label: 'switch the language',
    page: 'home',
    async prepare(page, lang) {
      await openMenu(page, lang);
      await shows(languageLink(page, lang), 'the language link, in the menu opened first');
    },
    act: (page, lang) => languageLink(page, lang).tap(),
    async verify(page, lang) {
      const other = otherLanguage(lang);
      await shows(page.getByText(profile.jobTitle[other], { exact }), `the ${languageDetails[other].name} page`);
      await shows(page.locator(`html[lang="${other}"]`), `<html lang="${other}">`);
    },
  },
];

export const interactions = interactionList.filter((interaction): interaction is Interaction => interaction !== false);
