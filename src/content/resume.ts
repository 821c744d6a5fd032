import { months } from './availability.ts';
import type { Lang, Localized } from './languages.ts';
import type { ResumeEntry } from './schema.ts';

/** The Parcours page: experience and education entries, each dated by its `start` and `end` (schema.ts). */
export type { ResumeEntry } from './schema.ts';

export const experience: ResumeEntry[] = [
  {
    start: '2025-04',
    end: '2025-06',
    title: { fr: 'Stage en informatique', en: 'Software development internship' },
    place: 'Exemple Solutions, Lyon',
    description: {
      fr: "Création du site web de l'entreprise avec Angular et Tailwind CSS, et intégration d'API REST.",
      en: "Built the company's website with Angular and Tailwind CSS, and integrated REST APIs.",
    },
    result: {
      fr: 'Site livré en juin 2025 : score Lighthouse mobile passé de 52 à 98, 14 demandes de contact le premier mois.',
      en: 'Site delivered in June 2025: mobile Lighthouse score up from 52 to 98, 14 contact requests in the first month.',
    },
  },
];

export const education: ResumeEntry[] = [
  {
    start: '2023',
    end: '2025',
    title: { fr: 'DUT informatique', en: 'DUT in computer science' },
    place: 'IUT Lyon 1 (Université Claude Bernard)',
    description: {
      fr: 'Diplôme universitaire de technologie en deux ans : programmation, bases de données, réseaux, génie logiciel et projets en équipe.',
      en: 'A two-year university diploma in technology: programming, databases, networks, software engineering and team projects.',
    },
  },
  {
    start: '2023',
    end: '2023',
    title: { fr: 'Baccalauréat général', en: 'French baccalaureate (general)' },
    place: 'Lycée Ampère, Lyon',
    description: {
      fr: 'Spécialités mathématiques et physique-chimie, Mention Assez Bien.',
      // The French grade as the diploma states it.
      en: ['Majors in mathematics and physics-chemistry, with honours (', { text: 'Assez Bien', lang: 'fr' }, ').'],
    },
  },
];

/** What an entry still going on ends with. */
const ongoing: Localized = { fr: "aujourd'hui", en: 'present' };

/** A year as written, a month in words: '2023', 'Avril 2025'. */
function dateText(date: string, lang: Lang): string {
  const [year, month] = date.split('-');
  return month
    ? `${months[lang][Number(month) - 1]!.replace(/^\p{L}/u, (letter) => letter.toUpperCase())} ${year}`
    : year!;
}

/** An entry's period as the Parcours page and the CV show it: 'Avril 2025 - Juin 2025', '2023', 'Septembre 2025 - aujourd'hui'. */
export function periodText(entry: ResumeEntry, lang: Lang): string {
  if (entry.end === entry.start) return dateText(entry.start, lang);
  return `${dateText(entry.start, lang)} - ${entry.end ? dateText(entry.end, lang) : ongoing[lang]}`;
}
