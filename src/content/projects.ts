import type { Localized } from './languages.ts';

/** Where a project was made; its label in each language is in ui.ts. */
export type ProjectContext = 'school' | 'personal' | 'internship';

/**
 * The portfolio, in the carousel's order: a project's number is its place in the list ('01').
 * `image` names the project's picture in src/content/pictures/ (`snake` for snake.png, .jpg,
 * .webp or .avif); the build makes the files the site serves from it. An empty `githubLink` is
 * shown as unavailable. A case study, optional, is Markdown beside this file, one per language:
 * projects/<slug>.fr.md, projects/<slug>.en.md.
 */
export type Project = {
  /** The project page's address: /experience/<slug>. Lower-case letters, digits and hyphens. */
  slug: string;
  title: Localized;
  description: Localized;
  /** The technologies, as the carousel's technology line shows them and its filter offers them. */
  tags: string[];
  year: number;
  context: ProjectContext;
  liveLink: string;
  githubLink: string;
  image: string;
  imageAlt: Localized;
};

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
    imageAlt: { fr: 'Un serpent vert sur une grille sombre, une pomme rouge devant lui', en: 'A green snake on a dark grid, a red apple in front of it' },
  },
  {
    slug: 'skate-marketplace',
    title: { fr: 'Marketplace de skate', en: 'Skateboard marketplace' },
    description: {
      fr: "Boutique en ligne pour une entreprise de skate fictive : catalogue, fiches produits et panier.",
      en: 'Online shop for a fictional skateboard company: catalogue, product pages and cart.',
    },
    tags: ['HTML', 'CSS', 'JavaScript'],
    year: 2023,
    context: 'school',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/skate-market',
    image: 'skate',
    imageAlt: { fr: "Une planche de skate stylisée au-dessus d'une grille de produits", en: 'A stylised skateboard above a grid of products' },
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
    imageAlt: { fr: "Des vignettes de films alignées autour d'un bouton de lecture", en: 'Film thumbnails lined up around a play button' },
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
    imageAlt: { fr: "Un plateau de tuiles hexagonales colorées", en: 'A board of coloured hexagonal tiles' },
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
    imageAlt: { fr: "Des rangées de livres sur des étagères, à côté de conteneurs", en: 'Rows of books on shelves, next to containers' },
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
    imageAlt: { fr: 'Une grille de points colorés reliés par des tracés', en: 'A grid of coloured dots joined by lines' },
  },
  {
    slug: 'consulting-site',
    title: { fr: 'Site vitrine de conseil', en: 'Consulting showcase website' },
    description: {
      fr: "Site vitrine pour une société de conseil, avec un formulaire de contact.",
      en: 'A showcase website for a consulting firm, with a contact form.',
    },
    tags: ['Angular', 'Tailwind CSS'],
    year: 2025,
    context: 'internship',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/conseil-vitrine',
    image: 'consulting',
    imageAlt: { fr: "La page d'accueil d'un site de conseil, avec un formulaire de contact", en: 'The home page of a consulting website, with a contact form' },
  },
];

/** A project's number as the carousel shows it: its place in the list, from '01'. */
export function projectNumber(project: Project): string {
  return String(projects.indexOf(project) + 1).padStart(2, '0');
}

/** The carousel's technology line. */
export function techLine(project: Project): string {
  return project.tags.join(', ');
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
