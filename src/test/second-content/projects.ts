import { projects, technologiesOf, type Project } from '../../content/projects.ts';

export * from '../../content/projects.ts';

/** Pictures must exist: each project of this set shows one of the real content's, with its description. */
const picture = (index: number) => {
  const { image, imageAlt } = projects[index % projects.length]!;
  return { image, imageAlt };
};

const mine = (slug: string) => `https://github.com/camille-nguyen-exemple/${slug}`;

/** Five projects, none in Java, one without a live site or a repository, a technology two of them share. */
const secondProjects: Project[] = [
  {
    slug: 'weather-api',
    title: { fr: 'API météo', en: 'Weather API' },
    description: {
      fr: 'Une API qui agrège trois services météo et met leurs réponses en cache.',
      en: 'An API that merges three weather services and caches their answers.',
    },
    tags: ['Python', 'FastAPI'],
    year: 2025,
    context: 'personal',
    liveLink: 'https://example.com/weather',
    githubLink: mine('weather-api'),
    ...picture(0),
  },
  {
    slug: 'chess-engine',
    title: { fr: "Moteur d'échecs", en: 'Chess engine' },
    description: {
      fr: "Un moteur d'échecs en Rust : génération des coups, alpha-bêta et table de transposition.",
      en: 'A chess engine in Rust: move generation, alpha-beta and a transposition table.',
    },
    tags: ['Rust'],
    year: 2024,
    context: 'school',
    // A program run in a terminal: no live site, and no public repository either.
    liveLink: '',
    githubLink: '',
    ...picture(1),
  },
  {
    slug: 'budget-app',
    title: { fr: 'Application de budget', en: 'Budget app' },
    description: {
      fr: "Suivi des dépenses d'une colocation, hors ligne, avec export CSV.",
      en: 'Expense tracking for a shared flat, offline, with CSV export.',
    },
    tags: ['TypeScript', 'React', 'SQLite'],
    year: 2024,
    context: 'personal',
    liveLink: 'https://example.com/budget',
    githubLink: mine('budget-app'),
    ...picture(2),
  },
  {
    slug: 'club-site',
    title: { fr: 'Site du club de rugby', en: 'Rugby club website' },
    description: {
      fr: 'Le site du club : calendrier des matchs, équipes et inscriptions.',
      en: "The club's website: match calendar, teams and sign-ups.",
    },
    tags: ['HTML', 'CSS'],
    year: 2023,
    context: 'internship',
    liveLink: 'https://example.com/club',
    githubLink: mine('club-site'),
    ...picture(3),
  },
  {
    slug: 'log-analyser',
    title: { fr: 'Analyseur de journaux', en: 'Log analyser' },
    description: {
      fr: "Repère les pics d'erreurs dans les journaux d'un serveur web et en fait un rapport.",
      en: "Finds error peaks in a web server's logs and reports them.",
    },
    tags: ['Python', 'Pandas'],
    year: 2023,
    context: 'school',
    liveLink: 'https://example.com/logs',
    githubLink: mine('log-analyser'),
    ...picture(4),
  },
];

// In place, so the module's own helpers (projectBySlug, projectNumber) read them too.
projects.splice(0, projects.length, ...secondProjects);

export const projectTags = technologiesOf(projects);
