import { describe, expect, it } from 'vitest';
import { periodText, type ResumeEntry } from './resume.ts';

const entry = (start: string, end?: string): ResumeEntry => ({
  start,
  end,
  title: { fr: '', en: '' },
  place: '',
  description: { fr: '', en: '' },
});

describe('the period of a Parcours entry, said from its ISO dates', () => {
  it.each([
    [entry('2025-04', '2025-06'), 'Avril 2025 - Juin 2025', 'April 2025 - June 2025'],
    [entry('2023', '2025'), '2023 - 2025', '2023 - 2025'],
    [entry('2023', '2023'), '2023', '2023'],
    [entry('2025-08'), "Août 2025 - aujourd'hui", 'August 2025 - present'],
  ])('reads %o as %j and %j', (dated, fr, en) => {
    expect([periodText(dated, 'fr'), periodText(dated, 'en')]).toEqual([fr, en]);
  });
});
