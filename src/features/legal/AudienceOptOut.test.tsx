import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { publishedLanguages } from '../../content/languages.ts';
import { AUDIENCE_SECTION, audienceOptOut, legalSections } from '../../content/legal.ts';
import { pagePath } from '../../content/pages.ts';
import { OPT_OUT_KEY } from '../../shared/audience.ts';

beforeEach(() => localStorage.clear());

test.each(publishedLanguages)(
  'the privacy notice tells what is counted and lets the visitor opt out, and back in (%s)',
  async (lang) => {
    await renderApp(pagePath('legal', lang));
    const section = legalSections[lang]({ sent: 30, held: 7, failed: 90 }).find(
      (part) => part.id === AUDIENCE_SECTION,
    )!;
    expect(await screen.findByRole('heading', { name: section.heading })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: audienceOptOut[lang].label });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(localStorage.getItem(OPT_OUT_KEY)).toBe('1');
    expect(screen.getByRole('status')).toHaveTextContent(audienceOptOut[lang].notCounted);
    await userEvent.click(box);
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent(audienceOptOut[lang].counted);
  },
);

test('a visitor who opted out finds the box unchecked', async () => {
  localStorage.setItem(OPT_OUT_KEY, '1');
  const lang = publishedLanguages[0];
  await renderApp(pagePath('legal', lang));
  expect(await screen.findByRole('checkbox', { name: audienceOptOut[lang].label })).not.toBeChecked();
});
