import type { Project } from './schema.ts';

/**
 * The portfolio, in the carousel's order: a project's number is its place in the list ('01').
 * `image` names the project's picture in src/content/pictures/ (`snake` for snake.png, .jpg,
 * .webp or .avif); the build makes the files the site serves from it. An empty `liveLink` (a
 * terminal game has no live site) or `githubLink` is shown as unavailable. A case study, optional,
 * is Markdown beside this file, one per language: projects/<slug>.fr.md, projects/<slug>.en.md.
 * What each field holds: schema.ts.
 */
export type { Project, ProjectContext, ProjectFacts } from './schema.ts';
export { techLine } from './tech-line.ts';

const PLACEHOLDER_LIVE = 'https://example.com/';

export const projects: Project[] = [
  {
    slug: 'snake',
    title: { fr: 'Jeu du Snake', en: 'Snake game' },
    description: {
      fr: 'Le classique Snake en C89 dans le terminal : grille, score, vitesse croissante et collisions.',
      en: 'The classic Snake in C89 in the terminal: grid, score, increasing speed and collisions.',
    },
    tags: ['C89', 'ncurses'],
    year: 2023,
    context: 'school',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/snake-c89',
    image: 'snake',
    imageAlt: {
      fr: 'Un serpent vert sur une grille sombre, une pomme rouge devant lui',
      en: 'A green snake on a dark grid, a red apple in front of it',
    },
    facts: {
      role: { fr: 'Conception et développement', en: 'Design and development' },
      period: { fr: '5 semaines, en 1re année de DUT', en: '5 weeks, in the first year of the DUT' },
      team: { fr: 'Seul (en binôme au départ)', en: 'Alone (in a pair at first)' },
      outcome: {
        fr: '900 lignes de C89 sans un warning, 17/20 à la soutenance',
        en: '900 lines of C89 without a single warning, 17/20 at the defence',
      },
    },
  },
  {
    slug: 'skate-marketplace',
    title: { fr: 'Marketplace de skate', en: 'Skateboard marketplace' },
    description: {
      fr: 'Boutique en ligne pour une entreprise de skate fictive : catalogue, fiches produits et panier.',
      en: 'Online shop for a fictional skateboard company: catalogue, product pages and cart.',
    },
    tags: ['HTML', 'CSS', 'JavaScript'],
    year: 2023,
    context: 'school',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/skate-market',
    image: 'skate',
    imageAlt: {
      fr: "Une planche de skate stylisée au-dessus d'une grille de produits",
      en: 'A stylised skateboard above a grid of products',
    },
    facts: {
      role: { fr: 'Intégration des pages et panier en JavaScript', en: 'Page layout and the JavaScript cart' },
      period: { fr: '4 semaines, en 1re année de DUT', en: '4 weeks, in the first year of the DUT' },
      team: { fr: 'En binôme', en: 'In a pair' },
    },
  },
  {
    slug: 'sudoku',
    title: { fr: 'Sudoku', en: 'Sudoku' },
    description: {
      fr: 'Un Sudoku en Java avec génération de grilles, vérification et aide à la résolution.',
      en: 'A Sudoku in Java with grid generation, checking and solving hints.',
    },
    tags: ['Java', 'Swing'],
    year: 2024,
    context: 'school',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: '',
    image: 'sudoku',
    imageAlt: { fr: 'Une grille de Sudoku 9 par 9 partiellement remplie', en: 'A partly filled 9 by 9 Sudoku grid' },
    facts: {
      role: { fr: 'Génération des grilles et interface Swing', en: 'Grid generation and the Swing interface' },
      period: { fr: '6 semaines, en 1re année de DUT', en: '6 weeks, in the first year of the DUT' },
      team: { fr: 'Seul', en: 'Alone' },
    },
  },
  {
    slug: 'streaming',
    title: { fr: 'Site de streaming', en: 'Streaming website' },
    description: {
      fr: 'Plateforme de streaming en PHP selon une architecture MVC : catalogue, comptes et lecture.',
      en: 'A streaming platform in PHP with an MVC architecture: catalogue, accounts and playback.',
    },
    tags: ['PHP', 'MVC', 'MySQL'],
    year: 2024,
    context: 'school',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/streaming-mvc',
    image: 'streaming',
    imageAlt: {
      fr: "Des vignettes de films alignées autour d'un bouton de lecture",
      en: 'Film thumbnails lined up around a play button',
    },
    facts: {
      role: { fr: 'Modèles, contrôleurs et comptes', en: 'Models, controllers and accounts' },
      period: { fr: '8 semaines, en 2e année de DUT', en: '8 weeks, in the second year of the DUT' },
      team: { fr: 'Équipe de 4 étudiants', en: 'A team of 4 students' },
    },
  },
  {
    slug: 'hexagonal-tiles',
    title: { fr: 'Jeu de tuiles hexagonales', en: 'Hexagonal tile game' },
    description: {
      fr: 'Jeu de plateau à tuiles hexagonales en Java, parties et scores enregistrés en base de données.',
      en: 'A board game of hexagonal tiles in Java, with games and scores saved in a database.',
    },
    tags: ['Java', 'JDBC', 'MySQL'],
    year: 2024,
    context: 'school',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: '',
    image: 'hexagons',
    imageAlt: { fr: 'Un plateau de tuiles hexagonales colorées', en: 'A board of coloured hexagonal tiles' },
    facts: {
      role: { fr: 'Règles du jeu et sauvegarde JDBC', en: 'Game rules and JDBC saving' },
      period: { fr: '6 semaines, en 2e année de DUT', en: '6 weeks, in the second year of the DUT' },
      team: { fr: 'En binôme', en: 'In a pair' },
    },
  },
  {
    slug: 'library',
    title: { fr: 'Gestion de bibliothèque', en: 'Library management' },
    description: {
      fr: 'Site de gestion de bibliothèque en PHP : prêts, retours et inventaire, déployé avec Docker Compose.',
      en: 'A library management website in PHP: loans, returns and inventory, deployed with Docker Compose.',
    },
    tags: ['PHP', 'MySQL', 'Docker Compose'],
    year: 2024,
    context: 'personal',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/bibliotheque',
    image: 'library',
    imageAlt: {
      fr: 'Des rangées de livres sur des étagères, à côté de conteneurs',
      en: 'Rows of books on shelves, next to containers',
    },
    featured: 1,
    facts: {
      role: { fr: 'Conception, développement et déploiement', en: 'Design, development and deployment' },
      period: { fr: 'Été 2024 (10 semaines)', en: 'Summer 2024 (10 weeks)' },
      team: { fr: 'Seul, pour 3 bénévoles', en: 'Alone, for 3 volunteers' },
      outcome: {
        fr: 'En service depuis septembre 2024 : 180 adhérents, 2 300 livres, les relances envoyées chaque samedi',
        en: 'In use since September 2024: 180 members, 2,300 books, reminders sent every Saturday',
      },
    },
  },
  {
    slug: 'colour-dots',
    title: { fr: 'Puzzle de points colorés', en: 'Coloured dots puzzle' },
    description: {
      fr: 'Application Android où relier les points de même couleur, avec un mode daltonien et des puzzles stockés en XML.',
      en: 'An Android app where you link dots of the same colour, with a colour-blind mode and puzzles stored in XML.',
    },
    tags: ['Java', 'Android', 'XML'],
    year: 2025,
    context: 'school',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: '',
    image: 'dots',
    imageAlt: {
      fr: 'Une grille de points colorés reliés par des tracés',
      en: 'A grid of coloured dots joined by lines',
    },
    featured: 2,
    facts: {
      role: { fr: 'Mode daltonien et stockage des puzzles', en: 'Colour-blind mode and puzzle storage' },
      period: { fr: 'Janvier à mars 2025 (8 semaines)', en: 'January to March 2025 (8 weeks)' },
      team: { fr: 'Équipe de 3 étudiants', en: 'A team of 3 students' },
      outcome: {
        fr: 'Mode daltonien testé par 4 joueurs daltoniens : tous finissent les 30 premiers niveaux',
        en: 'Colour-blind mode tried by 4 colour-blind players: all of them finish the first 30 levels',
      },
    },
  },
  {
    slug: 'consulting-site',
    title: { fr: 'Site vitrine de conseil', en: 'Consulting showcase website' },
    description: {
      fr: 'Site vitrine pour une société de conseil, avec un formulaire de contact.',
      en: 'A showcase website for a consulting firm, with a contact form.',
    },
    tags: ['Angular', 'Tailwind CSS'],
    year: 2025,
    context: 'internship',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/conseil-vitrine',
    image: 'consulting',
    imageAlt: {
      fr: "La page d'accueil d'un site de conseil, avec un formulaire de contact",
      en: 'The home page of a consulting website, with a contact form',
    },
    featured: 3,
    facts: {
      role: { fr: 'Développeur front-end stagiaire', en: 'Front-end developer intern' },
      period: { fr: 'Avril à juin 2025 (10 semaines)', en: 'April to June 2025 (10 weeks)' },
      team: { fr: 'Avec un développeur senior et une designer', en: 'With a senior developer and a designer' },
      outcome: {
        fr: 'Score Lighthouse mobile passé de 52 à 98, 14 demandes de contact le premier mois',
        en: 'Mobile Lighthouse score up from 52 to 98, 14 contact requests in the first month',
      },
    },
  },
];

/** How many projects are featured when none is marked `featured`: the first ones of the list. */
export const DEFAULT_FEATURED_COUNT = 3;

/** The featured projects in the owner's order (`featured`), else the first three. */
export function featuredProjects(list: readonly Project[] = projects): Project[] {
  const marked = list.filter((project) => project.featured !== undefined);
  if (marked.length === 0) return list.slice(0, DEFAULT_FEATURED_COUNT);
  return marked.sort((a, b) => a.featured! - b.featured!);
}

/** The other projects that share the most tags with `project`, most first, then in the list's order. */
export function relatedProjects(project: Project, count = 3, list: readonly Project[] = projects): Project[] {
  const shared = (other: Project) => other.tags.filter((tag) => project.tags.includes(tag)).length;
  return list
    .filter((other) => other !== project && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, count);
}

/**
 * The technologies the work shows most: ranked by how many projects use them, a featured project
 * counting twice, ties in the featured projects' order, then the list's.
 */
export function coreTechnologies(count = 6, list: readonly Project[] = projects): string[] {
  const featured = featuredProjects(list);
  const order = technologiesOf([...featured, ...list]);
  const weight = (tag: string) =>
    list.filter((project) => project.tags.includes(tag)).length +
    featured.filter((project) => project.tags.includes(tag)).length;
  return order.sort((a, b) => weight(b) - weight(a)).slice(0, count);
}

/** A project's number as the carousel shows it: its place in the list, from '01'. */
export function projectNumber(project: Project): string {
  return String(projects.indexOf(project) + 1).padStart(2, '0');
}

export function projectBySlug(slug: string): Project | undefined {
  return projects.find((project) => project.slug === slug);
}

/** Every technology the projects name, in the order they first appear. */
export function technologiesOf(list: readonly Project[]): string[] {
  return [...new Set(list.flatMap((project) => project.tags))];
}

/** Every technology named by a project: the carousel's filter. */
export const projectTags: string[] = technologiesOf(projects);
