/** What a recruiter skims on the Portfolio page: the filter's count, the overview, the case study badges. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { hasCaseStudy } from '../../content/case-studies.ts';
import { CASE_STUDY_ID } from '../../content/case-study-id.ts';
import { publishedLanguages } from '../../content/languages.ts';
import { pagePath, projectPath } from '../../content/pages.ts';
import { projectNumber, projects, projectTags } from '../../content/projects.ts';
import { ui } from '../../content/ui.ts';

describe.each(publishedLanguages)('the Portfolio page at a glance, in %s', (lang) => {
  const t = ui[lang].portfolio;
  const open = async () => {
    await renderApp(pagePath('experience', lang));
    await screen.findByRole('region', { name: t.carousel });
    return userEvent.setup();
  };
  const slideTitle = () => within(screen.getByRole('region', { name: t.carousel })).getByRole('heading', { level: 2 });

  it('puts the filter above the carousel, and says in a status that stays how many projects it shows', async () => {
    const user = await open();
    const filter = screen.getByRole('group', { name: t.filter });
    const carousel = screen.getByRole('region', { name: t.carousel });
    expect(filter.compareDocumentPosition(carousel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(t.shownCount(projects.length, undefined));
    for (const tag of projectTags.slice(0, 3)) {
      await user.click(within(filter).getByRole('button', { name: tag }));
      // The same element, with its new text: a screen reader announces it.
      expect(screen.getByRole('status')).toBe(status);
      expect(status).toHaveTextContent(
        t.shownCount(projects.filter((project) => project.tags.includes(tag)).length, tag),
      );
    }
    await user.click(within(filter).getByRole('button', { name: t.allProjects }));
    expect(status).toHaveTextContent(t.shownCount(projects.length, undefined));
  });

  it('lists every project in an overview whose press brings its slide and announces it', async () => {
    const user = await open();
    const overview = screen.getByRole('group', { name: t.overview });
    const items = within(overview).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(
      projects.map(
        (project) =>
          `${projectNumber(project)}${project.title[lang]}${hasCaseStudy(project.slug, lang) ? t.caseStudy : ''}`,
      ),
    );
    for (const i of [projects.length - 1, 0]) {
      await user.click(items[i]!);
      expect(slideTitle()).toHaveTextContent(projects[i]!.title[lang]);
      expect(items[i]).toHaveAttribute('aria-current', 'true');
      expect(
        screen.getByText(t.slideLabel(i + 1, projects.length, projects[i]!.title[lang])).closest('[aria-live]'),
      ).toHaveAttribute('aria-live', 'polite');
    }
    expect(
      within(overview)
        .getAllByRole('button')
        .filter((item) => item.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('marks each slide whose project has a case study, and keeps the link to every project page', async () => {
    const user = await open();
    const overview = screen.getByRole('group', { name: t.overview });
    for (const [i, project] of projects.entries()) {
      await user.click(within(overview).getAllByRole('button')[i]!);
      const slide = screen.getByRole('group', { name: t.slideLabel(i + 1, projects.length, project.title[lang]) });
      expect(within(slide).queryByText(t.caseStudy) !== null).toBe(hasCaseStudy(project.slug, lang));
      const more = within(slide).getByRole('link', {
        name: (name) => name.startsWith(t.viewProject) && name.endsWith(project.title[lang]),
      });
      // A case study's link is the slide's one button, before the project page's link, to its case study.
      const caseStudy = within(slide).queryByRole('link', {
        name: (name) => name.startsWith(t.readCaseStudy) && name.endsWith(project.title[lang]),
      });
      expect(caseStudy !== null).toBe(hasCaseStudy(project.slug, lang));
      expect(slide.querySelectorAll('.button')).toHaveLength(caseStudy ? 1 : 0);
      if (caseStudy) {
        expect(caseStudy).toHaveClass('button');
        expect(caseStudy).toHaveAttribute('href', `${projectPath(project, lang)}#${CASE_STUDY_ID}`);
        expect(caseStudy.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      }
    }
  });
});
