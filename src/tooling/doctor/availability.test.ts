import { describe, expect, it } from 'vitest';
import { profile, type Seeking } from '../../content/profile.ts';
import { pastStartFindings } from './availability.ts';
import { contentTexts, type ContentText } from './content-texts.ts';

const seeking = (start: string): Seeking => ({
  kind: 'internship',
  start,
  length: { fr: '2 mois', en: '2 months' },
  rhythm: null,
  place: { fr: 'Lyon', en: 'Lyon' },
});

/** The start month as the doctor reads it in profile.ts. */
const startText = (start: string): ContentText => ({
  file: 'src/content/profile.ts',
  path: ['profile', 'seeking', 'start'],
  text: start,
  ownerData: true,
});

describe("the doctor's reading of the availability", () => {
  // October 2025, local time as the doctor reads it.
  const now = new Date(2025, 9, 1);

  it('warns of profile.seeking.start once the month sought is over', () => {
    expect(pastStartFindings([startText('2025-09')], seeking('2025-09'), now)).toEqual([
      {
        file: 'src/content/profile.ts',
        line: undefined,
        severity: 'warning',
        text: expect.stringMatching(/^profile\.seeking\.start is '2025-09', a month already over/),
      },
    ]);
  });

  it('says nothing of the month under way, nor when nothing is sought', () => {
    expect(pastStartFindings([startText('2025-10')], seeking('2025-10'), now)).toEqual([]);
    expect(pastStartFindings([], null, now)).toEqual([]);
  });

  it.skipIf(!profile.seeking)('finds start in the real profile.ts', () => {
    const [found] = pastStartFindings(contentTexts(), seeking('2025-09'), now);
    expect(found?.file).toBe('src/content/profile.ts');
  });
});
