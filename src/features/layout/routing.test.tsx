import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { otherLanguages, pageHeading, shownLanguage, switchLanguages } from '../../test/content-expectations.ts';
import {
  defaultLanguage,
  isPublishedLanguage,
  languageDetails,
  languages,
  publishedLanguages,
  type Language,
} from '../../content/languages.ts';
import { pageIds, pagePath, pageTexts, projectPath } from '../../content/pages.ts';
import { publishedPages } from '../../content/published-pages.ts';
import { profile } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';

const home = pagePath('home', defaultLanguage);

/** The language switch's link to `other`, if the page has one. */
const switchTo = (other: Language) => screen.queryByRole('link', { name: languageDetails[other].name });

describe('routing', () => {
  it('redirects the empty path to the home page', async () => {
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(await screen.findByRole('heading', { level: 1, name: profile.name })).toBeInTheDocument();
  });

  it.each(['/nope', '/foo/bar', '/home/extra/deep', '/de/home', `/${defaultLanguage}/home`])(
    'treats the unknown URL %s as the root',
    async (url) => {
      const { router } = await renderApp(url);
      await waitFor(() => expect(router.state.location.pathname).toBe(home));
    },
  );

  // A published language's URLs lead to its own home page; an unpublished one's, to the default language's.
  describe.each(otherLanguages)('under the prefix of %s', (lang) => {
    const shown = shownLanguage(lang);
    it.each([`/${lang}`, `/${lang}/`, `/${lang}/nope`, `/${lang}/foo/bar`, `/${lang}/home/extra`])(
      `sends %s to ${pagePath('home', shown)}`,
      async (url) => {
        const { router } = await renderApp(url);
        await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('home', shown)));
        expect(document.documentElement.lang).toBe(shown);
      },
    );
  });

  it('has every page in each published language, and in no other', () => {
    const pages = publishedPages.filter((page) => !page.project);
    expect(pages.map((page) => `${page.lang} ${page.id}`).sort()).toEqual(
      publishedLanguages.flatMap((lang) => pageIds.map((id) => `${lang} ${id}`)).sort(),
    );
  });

  it.each(publishedPages.map((page) => [page.path, page] as const))(
    'shows %s with its heading, title and language',
    async (path, page) => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: pageHeading(page) })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(page.title));
      expect(document.documentElement.lang).toBe(page.lang);
    },
  );

  it('moves between pages from the menu and marks the current entry', async () => {
    const { router } = await renderApp(home);
    const user = userEvent.setup();
    const portfolio = pageTexts.experience[defaultLanguage].label;
    await user.click(await screen.findByRole('link', { name: portfolio }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('experience', defaultLanguage)));
    expect(screen.getByRole('link', { name: portfolio })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: pageTexts.home[defaultLanguage].label })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it.each(publishedLanguages)('keeps the pages in %s through the menu', async (lang) => {
    const { router } = await renderApp(pagePath('home', lang));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: pageTexts.education[lang].label }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('education', lang)));
    expect(
      await screen.findByRole('heading', { level: 1, name: pageHeading({ id: 'education', lang }) }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe(lang);
  });

  it.each(publishedLanguages)(
    'offers a page in %s in each other published language, and switches to it and back',
    async (lang) => {
      const { router } = await renderApp(pagePath('education', lang));
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 1 });
      for (const other of languages)
        if (!switchLanguages(lang).some((entry) => entry === other)) expect(switchTo(other)).toBeNull();

      for (const other of switchLanguages(lang)) {
        const link = switchTo(other)!;
        expect(link).toHaveAttribute('href', pagePath('education', other));
        expect(link).toHaveAttribute('hreflang', other);
        expect(link).toHaveAttribute('lang', other);
        await user.click(link);
        await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('education', other)));
        expect(
          await screen.findByRole('heading', { level: 1, name: pageHeading({ id: 'education', lang: other }) }),
        ).toBeInTheDocument();
        expect(document.documentElement.lang).toBe(other);

        await user.click(switchTo(lang)!);
        await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('education', lang)));
        expect(document.documentElement.lang).toBe(lang);
      }
    },
  );

  it("switches a project's page to the same project in each other published language", async () => {
    const project = projects[0]!;
    await renderApp(projectPath(project, defaultLanguage));
    await screen.findByRole('heading', { level: 1, name: project.title[defaultLanguage] });
    for (const other of otherLanguages) {
      if (isPublishedLanguage(other)) expect(switchTo(other)).toHaveAttribute('href', projectPath(project, other));
      else expect(switchTo(other)).toBeNull();
    }
  });

  it('ignores a navigation to the current URL', async () => {
    const contact = pagePath('contact', defaultLanguage);
    const { history } = await renderApp(contact);
    const user = userEvent.setup();
    const before = history.length;
    await user.click(await screen.findByRole('link', { name: pageTexts.contact[defaultLanguage].label }));
    expect(history.length).toBe(before);
    expect(history.location.pathname).toBe(contact);
  });
});
