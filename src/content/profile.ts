/**
 * Who the site is about. Every value here is a placeholder to replace with the owner's own;
 * the pages, the CV PDF and the page metadata all read from this folder.
 */
export type Profile = {
  name: string;
  jobTitle: string;
  age: string;
  city: string;
  nationality: string;
  phone: string;
  email: string;
  address: string;
  school: string;
  languages: string[];
  interests: string[];
  intro: string;
  motivation: string;
  links: { github: string; linkedin: string };
  /** Where the CV PDF is served; the build generates it from this folder. */
  cvPath: string;
};

export const profile: Profile = {
  name: 'Alex Martin',
  jobTitle: 'Étudiant en informatique',
  age: '20 ans',
  city: 'Lyon',
  nationality: 'Française',
  phone: '+33 6 12 34 56 78',
  email: 'alex.martin@example.com',
  address: '12 rue de la République, 69002 Lyon',
  school: 'IUT Lyon 1 (Université Claude Bernard)',
  languages: ['Français', 'Anglais'],
  interests: ['Programmation', 'Nouvelles technologies', 'Sport', 'Voyages'],
  intro:
    "Passionné par le développement web et logiciel, je conçois des applications soignées, du C au front-end moderne. Je cherche une alternance ou un stage pour continuer à apprendre au contact d'une équipe.",
  motivation:
    "Curieux, rigoureux et à l'aise en équipe, j'aime comprendre un problème de bout en bout avant de le coder. Mon DUT et mon stage m'ont appris à livrer des projets concrets, testés et documentés, et à apprendre vite une nouvelle technologie.",
  links: {
    github: 'https://github.com/alex-martin-exemple',
    linkedin: 'https://www.linkedin.com/in/alex-martin-exemple',
  },
  cvPath: '/cv.pdf',
};
