import type { Localized } from './languages.ts';
import type { Phrase } from './phrase.ts';

/** The Parcours page: experience and education entries. */
export type ResumeEntry = {
  period: Localized;
  title: Localized;
  place: string;
  description: Localized<Phrase>;
  /** What came of it, one line with a number where there is one: the Parcours page and the CV show it. */
  result?: Localized;
};

export const experience: ResumeEntry[] = [
  {
    period: { fr: 'Avril 2025 - Juin 2025', en: 'April 2025 - June 2025' },
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
    period: { fr: '2023 - 2025', en: '2023 - 2025' },
    title: { fr: 'DUT informatique', en: 'DUT in computer science' },
    place: 'IUT Lyon 1 (Université Claude Bernard)',
    description: {
      fr: 'Diplôme universitaire de technologie en deux ans : programmation, bases de données, réseaux, génie logiciel et projets en équipe.',
      en: 'A two-year university diploma in technology: programming, databases, networks, software engineering and team projects.',
    },
  },
  {
    period: { fr: '2023', en: '2023' },
    title: { fr: 'Baccalauréat général', en: 'French baccalaureate (general)' },
    place: 'Lycée Ampère, Lyon',
    description: {
      fr: 'Spécialités mathématiques et physique-chimie, Mention Assez Bien.',
      // The French grade as the diploma states it.
      en: ['Majors in mathematics and physics-chemistry, with honours (', { text: 'Assez Bien', lang: 'fr' }, ').'],
    },
  },
];
