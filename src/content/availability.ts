import type { Lang, Localized } from './languages.ts';
import { profile, type Seeking } from './profile.ts';

const kinds: Localized<Record<Seeking['kind'], string>> = {
  fr: { internship: 'Stage', 'work-study': 'Alternance', job: 'Emploi' },
  en: { internship: 'Internship', 'work-study': 'Work-study', job: 'Job' },
};

const from: Localized = { fr: 'dès', en: 'from' };

/** 'septembre 2026', 'September 2026': the same text on the server and in every browser. */
export const months: Localized<string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

export function startMonth(seeking: Seeking, lang: Lang): string {
  const [year, month] = seeking.start.split('-').map(Number);
  return `${months[lang][month! - 1]} ${year}`;
}

/**
 * The student's availability as one line: 'Alternance dès septembre 2026 · 12 à 24 mois · …'.
 * The hero, the About tab, the CV, the JSON-LD (`Person.seeks`), resume.json and llms.txt all
 * show this same line; `null` when the student is not looking.
 */
export function availabilityLine(lang: Lang, seeking: Seeking | null = profile.seeking): string | null {
  if (!seeking) return null;
  return [
    `${kinds[lang][seeking.kind]} ${from[lang]} ${startMonth(seeking, lang)}`,
    seeking.length[lang],
    seeking.programme && `${seeking.programme.diploma[lang]} (${seeking.programme.school})`,
    seeking.rhythm?.[lang],
    seeking.place[lang],
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Whether the first month sought is already over at `now`: the line then promises the past. */
export function startHasPassed(seeking: Seeking, now = new Date()): boolean {
  const [year, month] = seeking.start.split('-').map(Number);
  return now.getFullYear() * 12 + now.getMonth() > year! * 12 + month! - 1;
}
