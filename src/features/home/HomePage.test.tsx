import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { availabilityLine } from '../../content/availability.ts';
import { defaultLanguage, publishedLanguages } from '../../content/languages.ts';
import { pagePath } from '../../content/pages.ts';
import { cvFileName, cvPath, profile } from '../../content/profile.ts';
import { ui } from '../../content/ui.ts';

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

  it('shows a muted, looping, inline video with a poster', async () => {
    const { container } = await renderApp(pagePath('home', defaultLanguage));
    await screen.findByRole('heading', { level: 1 });
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video.getAttribute('poster')).toMatch(/hero-poster/);
  });
});
