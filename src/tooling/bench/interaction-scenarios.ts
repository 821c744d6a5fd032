/**
 * The first interactions the interaction bench (interactions.ts) measures, each on the page it
 * belongs to, driven by roles and accessible names from the content modules.
 */
import type { Locator, Page } from '@playwright/test';
import { languageDetails, publishedLanguages, type Lang } from '../../content/languages.ts';
import { pageTexts, type PageId } from '../../content/pages.ts';
import { profile } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';
import { ui } from '../../content/ui.ts';
import type { Shown } from './interaction-probe.ts';

export interface Interaction {
  id: string;
  /** As the report names it. */
  label: string;
  page: PageId;
  /** The steps that lead to the measured input, not measured. */
  prepare?(page: Page, lang: Lang): Promise<void>;
  /** The measured input. */
  act(page: Page, lang: Lang): Promise<void>;
  /** What the page shows once it responded, any one of them (looked for in the page by the probe). */
  respondsWith(lang: Lang): Shown[];
  /** Throws, saying what is missing, unless the interaction did what it is for. */
  verify(page: Page, lang: Lang): Promise<void>;
}

/** How long a verification waits for what the response already showed (and a send for its outcome). */
const SHOWN_MS = 5_000;
const SENT_MS = 60_000;

const exact = true;

/** Waits for a control or text, and says which one is missing when it never comes. */
async function expectVisible(locator: Locator, what: string, timeout = SHOWN_MS): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`${what} did not show within ${timeout / 1000} s`);
  }
}

const otherLanguage = (lang: Lang) => publishedLanguages.find((other): boolean => other !== lang)!;

/** A visitor's message: test data, valid for the mail API. */
const sender = {
  name: 'Camille Durand',
  email: 'camille.durand@example.org',
  phone: '+33 6 11 22 33 44',
  subject: 'Stage',
  message: 'Bonjour, votre profil nous intéresse.',
};
/** What the typing measures: the first few characters of the name. */
const firstKeys = sender.name.slice(0, 3);

const field = (page: Page, lang: Lang, name: keyof typeof sender) => page.getByRole('textbox', { name: ui[lang].contact.fields[name].label, exact });

const openMenu = (page: Page, lang: Lang) => page.getByRole('button', { name: ui[lang].layout.openMenu, exact }).tap();

const burger: Interaction = {
  id: 'burger',
  label: 'open the menu',
  page: 'home',
  act: openMenu,
  respondsWith: () => [{ selector: 'button', attributes: { 'aria-expanded': 'true' } }],
  async verify(page, lang) {
    const menu = page.getByRole('navigation', { name: ui[lang].layout.mainMenu, exact });
    await expectVisible(menu.getByRole('link', { name: pageTexts.contact[lang].label, exact }), 'the menu');
  },
};

const tab: Interaction = {
  id: 'tab',
  label: 'pick a tab',
  page: 'education',
  act: (page, lang) => page.getByRole('tab', { name: ui[lang].resume.tabs.education.text, exact }).tap(),
  respondsWith: (lang) => [{ selector: '[role="tab"]', attributes: { 'aria-selected': 'true' }, text: ui[lang].resume.tabs.education.text }],
  async verify(page, lang) {
    const texts = ui[lang].resume;
    await expectVisible(page.getByRole('tab', { name: texts.tabs.education.text, exact, selected: true }), 'the tab selected');
    await expectVisible(page.getByRole('tabpanel').getByRole('heading', { name: texts.panels.education, exact }), "the tab's panel");
  },
};

/** The carousel's second slide, as screen readers name it: its position and its project. */
const secondSlide = (lang: Lang) => ui[lang].portfolio.slideLabel(2, projects.length, projects[1]!.title[lang]);

const carousel: Interaction = {
  id: 'carousel',
  label: 'step the carousel',
  page: 'experience',
  act: (page, lang) => page.getByRole('button', { name: ui[lang].portfolio.next, exact }).tap(),
  respondsWith: (lang) => [{ selector: '[role="group"]', attributes: { 'aria-label': secondSlide(lang) } }],
  async verify(page, lang) {
    await expectVisible(page.getByRole('group', { name: secondSlide(lang), exact }), 'the second project');
  },
};

const type: Interaction = {
  id: 'type',
  label: 'type in the form',
  page: 'contact',
  prepare: (page, lang) => field(page, lang, 'name').tap(),
  act: (page) => page.keyboard.type(firstKeys),
  // The first key's character: the keys after it come at the driver's pace, not a person's.
  respondsWith: (lang) => [{ selector: 'input', label: ui[lang].contact.fields.name.label, valueStart: firstKeys[0] }],
  async verify(page, lang) {
    const typed = await field(page, lang, 'name').inputValue();
    if (typed !== firstKeys) throw new Error(`the name field holds "${typed}", not "${firstKeys}"`);
  },
};

const send: Interaction = {
  id: 'send',
  label: 'send the form',
  page: 'contact',
  async prepare(page, lang) {
    await field(page, lang, 'name').tap();
    await page.keyboard.type(sender.name);
    for (const name of ['email', 'phone', 'subject', 'message'] as const) await field(page, lang, name).fill(sender[name]);
  },
  act: (page, lang) => page.getByRole('button', { name: ui[lang].contact.send, exact }).tap(),
  // The button's busy state, or the outcome: the form's status, or, when the form posted by itself,
  // the page the mail API answers with.
  respondsWith: (lang) => {
    const texts = ui[lang].contact;
    return [
      { selector: 'button[type="submit"]', text: texts.sending },
      { selector: '[role="status"]', text: texts.success },
      { selector: '[role="status"]', text: texts.invalidFields },
      { selector: 'h1', text: texts.success },
      { selector: 'h1', text: texts.notSent.title },
    ];
  },
  async verify(page, lang) {
    const { success } = ui[lang].contact;
    const sent = page.getByRole('status').filter({ hasText: success }).or(page.getByRole('heading', { level: 1, name: success, exact }));
    await expectVisible(sent, 'the message sent', SENT_MS);
  },
};

const theme: Interaction = {
  id: 'theme',
  label: 'switch the theme',
  page: 'home',
  act: (page, lang) => page.getByRole('button', { name: ui[lang].layout.darkTheme, exact }).tap(),
  // The bench's pages open in the system's light theme.
  respondsWith: () => [{ selector: 'html', attributes: { 'data-theme': 'dark' } }],
  async verify(page) {
    if ((await page.locator('html').getAttribute('data-theme')) !== 'dark') throw new Error('the page is not in the dark theme');
  },
};

const languageLink = (page: Page, lang: Lang) => page.getByRole('link', { name: languageDetails[otherLanguage(lang)].name, exact });

/** The home page's subtitle, the first of its texts that differs between the languages. */
const language: Interaction = {
  id: 'language',
  label: 'switch the language',
  page: 'home',
  async prepare(page, lang) {
    await openMenu(page, lang);
    await expectVisible(languageLink(page, lang), 'the language link, in the menu opened first');
  },
  act: (page, lang) => languageLink(page, lang).tap(),
  respondsWith: (lang) => [{ selector: 'main p', text: profile.jobTitle[otherLanguage(lang)] }],
  async verify(page, lang) {
    const other = otherLanguage(lang);
    await expectVisible(page.getByText(profile.jobTitle[other], { exact }), `the ${languageDetails[other].name} page`);
    await expectVisible(page.locator(`html[lang="${other}"]`), `<html lang="${other}">`);
  },
};

/** In the order of the issue; the language switch only when there is another language. */
export const interactions: Interaction[] = [burger, tab, carousel, type, send, theme, ...(publishedLanguages.length > 1 ? [language] : [])];
