import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { accentText } from '../../test/content-expectations.ts';
import { hasCaseStudy } from '../../content/case-studies.ts';
import { CASE_STUDY_ID } from '../../content/case-study-id.ts';
import { defaultLanguage, publishedLanguages } from '../../content/languages.ts';
import { pagePath, projectPath } from '../../content/pages.ts';
import { cvFileName, cvPath } from '../../content/profile.ts';
import { projectNumber, projects, projectTags, relatedProjects } from '../../content/projects.ts';
import { ui } from '../../content/ui.ts';

const lang = defaultLanguage;
const t = ui[lang];
const portfolio = pagePath('experience', lang);
const slideTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const position = () => document.querySelector('.portfolio__position [aria-hidden]')!.textContent;
const next = () => screen.getByRole('button', { name: t.portfolio.next });
const withTag = (tag: string) => projects.filter((project) => project.tags.includes(tag));
/** A technology some projects use and some do not, if the content has one. */
const narrowingTag = projectTags.find((tag) => withTag(tag).length < projects.length) ?? projectTags[0]!;

/** The titles the carousel shows, stepping from its first to its last. */
async function shownTitles(user: ReturnType<typeof userEvent.setup>): Promise<string[]> {
  const titles = [slideTitle()!];
  while (next().getAttribute('aria-disabled') === 'false') {
    await user.click(next());
    titles.push(slideTitle()!);
  }
  return titles;
}

describe('the carousel and the project pages', () => {
  it("links each slide to its project's page", async () => {
    const { router } = await renderApp(portfolio);
    const user = userEvent.setup();
    for (const project of projects) {
      expect(
        screen.getByRole('link', {
          name: (name) => name.startsWith(t.portfolio.viewProject) && name.endsWith(project.title[lang]),
        }),
      ).toHaveAttribute('href', projectPath(project, lang));
      if (project !== projects.at(-1)) await user.click(next());
    }
    await user.click(screen.getByRole('link', { name: new RegExp(`^${t.portfolio.viewProject}`) }));
    await screen.findByRole('heading', { level: 1, name: projects.at(-1)!.title[lang] });
    expect(router.state.location.pathname).toBe(projectPath(projects.at(-1)!, lang));
  });

  it('narrows the carousel to a technology with toggle buttons, and says so in the URL', async () => {
    const { router } = await renderApp(portfolio);
    const user = userEvent.setup();
    const filter = screen.getByRole('group', { name: t.portfolio.filter });
    const all = within(filter).getByRole('button', { name: t.portfolio.allProjects });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    // Exactly the technologies the projects use, in the order they first appear.
    expect(
      within(filter)
        .getAllByRole('button', { pressed: false })
        .map((button) => button.textContent),
    ).toEqual(projectTags);
    await user.click(within(filter).getByRole('button', { name: narrowingTag }));
    expect(within(filter).getByRole('button', { name: narrowingTag })).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toEqual({ tech: narrowingTag });
    expect(position()).toBe(`1 / ${withTag(narrowingTag).length}`);
    expect(await shownTitles(user)).toEqual(withTag(narrowingTag).map((project) => project.title[lang]));

    await user.click(all);
    expect(router.state.location.search).toEqual({});
    expect(position()).toBe(`1 / ${projects.length}`);
  });

  it('opens narrowed from a shared link, and shows every project for an unknown technology', async () => {
    await renderApp(`${portfolio}?tech=${encodeURIComponent(narrowingTag)}`);
    expect(position()).toBe(`1 / ${withTag(narrowingTag).length}`);
    expect(await shownTitles(userEvent.setup())).toEqual(withTag(narrowingTag).map((project) => project.title[lang]));
  });

  it('shows every project for an unknown technology, without an error', async () => {
    await renderApp(`${portfolio}?tech=COBOL-unknown&project=no-such-project`);
    expect(position()).toBe(`1 / ${projects.length}`);
    expect(slideTitle()).toBe(projects[0]!.title[lang]);
    const filter = screen.getByRole('group', { name: t.portfolio.filter });
    expect(within(filter).getByRole('button', { name: t.portfolio.allProjects })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens at a project when a project page leads back to it', async () => {
    const project = projects.at(-1)!;
    await renderApp(projectPath(project, lang));
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: t.project.backToPortfolio }));
    await screen.findByRole('heading', { level: 1, name: accentText(t.portfolio.title) });
    expect(slideTitle()).toBe(project.title[lang]);
    expect(position()).toBe(`${projects.length} / ${projects.length}`);
  });
});

// Each project's page in one published language, in turn: every language is seen, no page twice.
const projectPages = projects.map(
  (project, index) => [project.slug, publishedLanguages[index % publishedLanguages.length]!, project] as const,
);

// One render a page: rendering the whole app is what costs.
describe.each(projectPages)('the page of %s in %s', (_, pageLang, project) => {
  it('shows the project, its tags as links to the narrowed carousel, its neighbours, then its summary, a call to action and the related projects', async () => {
    await renderApp(projectPath(project, pageLang));
    const e = ui[pageLang];
    const heading = await screen.findByRole('heading', { level: 1, name: project.title[pageLang] });
    const header = within(heading.closest('header')!);
    expect(header.getByText(project.description[pageLang])).toBeInTheDocument();
    expect(header.getByText(`${project.year} · ${e.portfolio.contexts[project.context]}`)).toBeInTheDocument();
    expect(document.querySelector('.portfolio__number')).toHaveTextContent(projectNumber(project));
    const tags = within(screen.getByRole('list', { name: e.project.technologies })).getAllByRole('link');
    const projectsPage = pagePath('experience', pageLang);
    expect(tags.map((tag) => tag.getAttribute('href'))).toEqual(
      project.tags.map((tag) => `${projectsPage}?${new URLSearchParams({ tech: tag })}`),
    );
    expect(screen.getByRole('link', { name: e.project.backToPortfolio })).toHaveAttribute(
      'href',
      `${projectsPage}?project=${project.slug}`,
    );
    // With a case study, the header's one button leads down to it.
    const toCaseStudy = header.queryByRole('link', { name: e.portfolio.readCaseStudy });
    expect(toCaseStudy !== null).toBe(hasCaseStudy(project.slug, pageLang));
    if (toCaseStudy) {
      expect(toCaseStudy).toHaveClass('button');
      expect(toCaseStudy).toHaveAttribute('href', `#${CASE_STUDY_ID}`);
      expect(await screen.findByText((_, element) => element?.id === CASE_STUDY_ID)).toHaveClass('case-study');
    }
    const place = projects.indexOf(project);
    const neighbour = (rel: string) => document.querySelector(`a[rel="${rel}"]`)?.getAttribute('href');
    expect(neighbour('prev')).toBe(place > 0 ? projectPath(projects[place - 1]!, pageLang) : undefined);
    expect(neighbour('next')).toBe(
      place < projects.length - 1 ? projectPath(projects[place + 1]!, pageLang) : undefined,
    );

    const { facts } = project;
    const summary = screen.queryByRole('region', { name: e.project.summary });
    if (facts) {
      const shown = [...summary!.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
      const expected = [
        [e.project.facts.role, facts.role?.[pageLang]],
        [e.project.facts.period, facts.period?.[pageLang]],
        [e.project.facts.team, facts.team?.[pageLang]],
        [e.project.facts.stack, project.tags.join(', ')],
        [e.project.facts.outcome, facts.outcome?.[pageLang]],
      ].filter(([, value]) => value);
      expect(shown).toEqual(expected);
    } else {
      expect(summary).toBeNull();
    }

    const action = within(screen.getByRole('region', { name: e.project.callToAction }));
    const write = action.getByRole('link', { name: e.project.writeToMe });
    expect(write).toHaveAttribute(
      'href',
      `${pagePath('contact', pageLang)}?${new URLSearchParams({ subject: e.project.contactSubject(project.title[pageLang]) })}`,
    );
    const cv = action.getByRole('link', { name: e.home.downloadCv });
    expect(cv).toHaveAttribute('href', cvPath(pageLang));
    expect(cv).toHaveAttribute('download', cvFileName);

    const related = screen.queryByRole('region', { name: e.project.relatedProjects });
    const expected = relatedProjects(project).map((other) => other.title[pageLang]);
    expect(
      related
        ? within(related)
            .getAllByRole('heading', { level: 3 })
            .map((title) => title.textContent)
        : [],
    ).toEqual(expected);
  });
});

it('prefills the contact form with the subject a project page asks for', async () => {
  const project = projects[0]!;
  const subject = t.project.contactSubject(project.title[lang]);
  await renderApp(projectPath(project, lang));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: t.project.writeToMe }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: t.contact.fields.subject.label })).toHaveValue(subject),
  );
  expect(screen.getByRole('textbox', { name: t.contact.fields.name.label })).toHaveValue('');
});

it('sends an unknown project to the portfolio', async () => {
  const { router } = await renderApp(`${portfolio}/no-such-project`);
  await screen.findByRole('heading', { level: 1, name: accentText(t.portfolio.title) });
  expect(router.state.location.pathname).toBe(portfolio);
});
