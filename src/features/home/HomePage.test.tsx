import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { profile } from '../../content/profile.ts';

describe('Home', () => {
  it('introduces the owner with the CV and profile links', async () => {
    await renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: profile.name })).toBeInTheDocument();
    expect(screen.getByText(profile.jobTitle.fr)).toBeInTheDocument();
    expect(screen.getByText(profile.intro.fr)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger CV' })).toHaveAttribute('href', '/cv.pdf');
    for (const [name, href] of [
      [/GitHub/, profile.links.github],
      [/LinkedIn/, profile.links.linkedin],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows a muted, looping, inline video with a poster', async () => {
    const { container } = await renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video.getAttribute('poster')).toMatch(/hero-poster/);
  });
});
