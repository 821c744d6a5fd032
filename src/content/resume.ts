/** The Parcours page: experience and education entries. */
export type ResumeEntry = {
  period: string;
  title: string;
  place: string;
  description: string;
};

export const experience: ResumeEntry[] = [
  {
    period: 'Avril 2025 - Juin 2025',
    title: 'Stage en informatique',
    place: 'Exemple Solutions, Lyon',
    description:
      "Création du site web de l'entreprise avec Angular et Tailwind CSS, et intégration d'API REST.",
  },
];

export const education: ResumeEntry[] = [
  {
    period: '2023 - 2025',
    title: 'DUT informatique',
    place: 'IUT Lyon 1 (Université Claude Bernard)',
    description:
      'Diplôme universitaire de technologie en deux ans : programmation, bases de données, réseaux, génie logiciel et projets en équipe.',
  },
  {
    period: '2023',
    title: 'Baccalauréat général',
    place: 'Lycée Ampère, Lyon',
    description: 'Spécialités mathématiques et physique-chimie, Mention Assez Bien.',
  },
];
