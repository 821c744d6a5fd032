import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { publishedLanguages } from '../../content/languages.ts';
import { profile } from '../../content/profile.ts';
import { SOCIAL_CARD, siteCardLayout, socialImagePng } from './brand-images.ts';

/** A job title of 60 characters, longer than any the card showed on one line. */
const LONG_JOB_TITLE = 'Étudiante en master informatique, développeuse web fullstack';

function expectWithinMargins(jobTitle: string) {
  const { name, jobTitle: fitted, ruleY } = siteCardLayout({ name: profile.name, jobTitle });
  const available = SOCIAL_CARD.width - 2 * SOCIAL_CARD.margin;
  for (const line of [...name.lines, ...fitted.lines]) expect(line.width).toBeLessThanOrEqual(available);
  expect(name.lines).toHaveLength(1);
  expect(fitted.lines.length).toBeLessThanOrEqual(2);
  expect(ruleY).toBeLessThan(SOCIAL_CARD.height - SOCIAL_CARD.margin);
  return fitted;
}

describe("the site's social card", () => {
  it('wraps a 60-character job title within the margins', () => {
    expect(LONG_JOB_TITLE).toHaveLength(60);
    expect(expectWithinMargins(LONG_JOB_TITLE).lines.length).toBe(2);
  });

  it.each(publishedLanguages)("fits the owner's job title in %s", (lang) => {
    expectWithinMargins(profile.jobTitle[lang]);
  });

  it('is a 1200 x 630 PNG', async () => {
    const { width, height, format } = await sharp(
      await socialImagePng({ name: profile.name, jobTitle: LONG_JOB_TITLE }),
    ).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });
});
