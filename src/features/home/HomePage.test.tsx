import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { availabilityLine } from '../../content/availability.ts';
import { defaultLanguage, publishedLanguages } from '../../content/languages.ts';
import { pagePath, projectPath } from '../../content/pages.ts';
import { cvFileName, cvPath, profile } from '../../content/profile.ts';
import { coreTechnologies, featuredProjects } from '../../content/projects.ts';
import { ui } from '../../content/ui.ts';

// The home page without a portrait, whether or not src/content/pictures has one: Portrait.test.tsx
// shows the one with.
vi.mock('virtual:build-facts/portrait', () => ({ default: false }));

describe('Home', () => {
  it.each(publishedLanguages)('introduces the owner with the CV and profile links, in %s', async (lang) => {
    await renderApp(pagePath('home', lang));
    expect(await screen.findByRole('heading', { level: 1, name: profile.name })).toBeInTheDocument();
    expect(screen.getByText(profile.jobTitle[lang])).toBeInTheDocument();
    expect(screen.getByText(profile.intro[lang])).toBeInTheDocument();
    const availability = availabilityLine(lang);
    if (availability) expect(screen.getByText(availability)).toBeInTheDocument();
    const cv = screen.getByRole('link', { name: ui[lang].home.downloadCv });
    expect(cv).toHaveAttribute('href', cvPath(lang));
    // Saved under the owner's name.
    expect(cv).toHaveAttribute('download', cvFileName);
    for (const [name, href] of [
      [ui[lang].home.githubLink, profile.links.github],
      [ui[lang].home.linkedinLink, profile.links.linkedin],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it.each(publishedLanguages)(
    'promises what the owner builds, under the name and above the title and availability, in %s',
    async (lang) => {
      await renderApp(pagePath('home', lang));
      const name = await screen.findByRole('heading', { level: 1, name: profile.name });
      const tagline = screen.getByText(profile.tagline[lang]);
      const after = (a: Element, b: Element) =>
        Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      expect(after(name, tagline)).toBe(true);
      expect(after(tagline, screen.getByText(profile.jobTitle[lang]))).toBe(true);
      const availability = availabilityLine(lang);
      if (availability) expect(after(tagline, screen.getByText(availability))).toBe(true);
      // It fades in with the name, before the subtitle: one of the hero's three delays.
      expect(tagline).toHaveClass('fade', 'fade--1');
    },
  );

  it('shows a muted, looping, inline video with a poster', async () => {
    const { container } = await renderApp(pagePath('home', defaultLanguage));
    await screen.findByRole('heading', { level: 1 });
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video.getAttribute('poster')).toMatch(/hero-poster/);
  });

  it.each(publishedLanguages)(
    'shows the work first: the core technologies, then the featured projects one click from their pages, in %s',
    async (lang) => {
      await renderApp(pagePath('home', lang));
      const t = ui[lang];
      await screen.findByRole('heading', { level: 1, name: profile.name });
      expect(screen.getByText(t.home.coreTechnologies).parentElement).toHaveTextContent(
        `${t.home.coreTechnologies}${coreTechnologies().join(' · ')}`,
      );

      const featured = within(screen.getByRole('region', { name: t.home.featuredWork }));
      const cards = featured.getAllByRole('article');
      expect(cards).toHaveLength(featuredProjects().length);
      featuredProjects().forEach((project, i) => {
        const card = within(cards[i]!);
        expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(project.title[lang]);
        expect(card.getByRole('link', { name: project.title[lang] })).toHaveAttribute(
          'href',
          projectPath(project, lang),
        );
        expect(card.getByText(project.facts?.outcome?.[lang] ?? project.description[lang])).toBeInTheDocument();
      });
      expect(featured.getByRole('link', { name: t.home.allProjects })).toHaveAttribute(
        'href',
        pagePath('experience', lang),
      );
    },
  );

  it('shows the flagship project beside the hero text when there is no portrait', async () => {
    await renderApp(pagePath('home', defaultLanguage));
    const [flagship] = featuredProjects();
    const aside = await screen.findByRole('complementary', { name: flagship!.title[defaultLanguage] });
    expect(
      within(aside).getByRole('link', { name: (name) => name.endsWith(flagship!.title[defaultLanguage]) }),
    ).toHaveAttribute('href', projectPath(flagship!, defaultLanguage));
  });
});
