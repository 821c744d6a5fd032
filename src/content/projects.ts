import type { Localized } from './languages.ts';

/**
 * The portfolio carousel. `image` names the project's picture in src/content/pictures/ (`snake` for
 * snake.png, .jpg, .webp or .avif); the build makes the files the site serves from it.
 * An empty `githubLink` is shown as unavailable.
 */
export type Project = {
  number: string;
  title: Localized;
  description: Localized;
  tech: string;
  liveLink: string;
  githubLink: string;
  image: string;
  imageAlt: Localized;
};

const PLACEHOLDER_LIVE = 'https://example.com/';

export const projects: Project[] = [
  {
    number: '01',
    title: { fr: 'Jeu du Snake', en: 'Snake game' },
    description: {
      fr: 'Le classique Snake en C89 dans le terminal : grille, score, vitesse croissante et collisions.',
      en: 'The classic Snake in C89 in the terminal: grid, score, increasing speed and collisions.',
    },
    tech: 'C89, ncurses',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/snake-c89',
    image: 'snake',
    imageAlt: { fr: 'Un serpent vert sur une grille sombre, une pomme rouge devant lui', en: 'A green snake on a dark grid, a red apple in front of it' },
  },
  {
    number: '02',
    title: { fr: 'Marketplace de skate', en: 'Skateboard marketplace' },
    description: {
      fr: "Boutique en ligne pour une entreprise de skate fictive : catalogue, fiches produits et panier.",
      en: 'Online shop for a fictional skateboard company: catalogue, product pages and cart.',
    },
    tech: 'HTML, CSS, JavaScript',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/skate-market',
    image: 'skate',
    imageAlt: { fr: "Une planche de skate stylisée au-dessus d'une grille de produits", en: 'A stylised skateboard above a grid of products' },
  },
  {
    number: '03',
    title: { fr: 'Sudoku', en: 'Sudoku' },
    description: {
      fr: 'Un Sudoku en Java avec génération de grilles, vérification et aide à la résolution.',
      en: 'A Sudoku in Java with grid generation, checking and solving hints.',
    },
    tech: 'Java, Swing',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: '',
    image: 'sudoku',
    imageAlt: { fr: 'Une grille de Sudoku 9 par 9 partiellement remplie', en: 'A partly filled 9 by 9 Sudoku grid' },
  },
  {
    number: '04',
    title: { fr: 'Site de streaming', en: 'Streaming website' },
    description: {
      fr: 'Plateforme de streaming en PHP selon une architecture MVC : catalogue, comptes et lecture.',
      en: 'A streaming platform in PHP with an MVC architecture: catalogue, accounts and playback.',
    },
    tech: 'PHP, MVC, MySQL',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/streaming-mvc',
    image: 'streaming',
    imageAlt: { fr: "Des vignettes de films alignées autour d'un bouton de lecture", en: 'Film thumbnails lined up around a play button' },
  },
  {
    number: '05',
    title: { fr: 'Jeu de tuiles hexagonales', en: 'Hexagonal tile game' },
    description: {
      fr: 'Jeu de plateau à tuiles hexagonales en Java, parties et scores enregistrés en base de données.',
      en: 'A board game of hexagonal tiles in Java, with games and scores saved in a database.',
    },
    tech: 'Java, JDBC, MySQL',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: '',
    image: 'hexagons',
    imageAlt: { fr: "Un plateau de tuiles hexagonales colorées", en: 'A board of coloured hexagonal tiles' },
  },
  {
    number: '06',
    title: { fr: 'Gestion de bibliothèque', en: 'Library management' },
    description: {
      fr: 'Site de gestion de bibliothèque en PHP : prêts, retours et inventaire, déployé avec Docker Compose.',
      en: 'A library management website in PHP: loans, returns and inventory, deployed with Docker Compose.',
    },
    tech: 'PHP, MySQL, Docker Compose',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/bibliotheque',
    image: 'library',
    imageAlt: { fr: "Des rangées de livres sur des étagères, à côté de conteneurs", en: 'Rows of books on shelves, next to containers' },
  },
  {
    number: '07',
    title: { fr: 'Puzzle de points colorés', en: 'Coloured dots puzzle' },
    description: {
      fr: 'Application Android où relier les points de même couleur, avec un mode daltonien et des puzzles stockés en XML.',
      en: 'An Android app where you link dots of the same colour, with a colour-blind mode and puzzles stored in XML.',
    },
    tech: 'Java, Android, XML',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: '',
    image: 'dots',
    imageAlt: { fr: 'Une grille de points colorés reliés par des tracés', en: 'A grid of coloured dots joined by lines' },
  },
  {
    number: '08',
    title: { fr: 'Site vitrine de conseil', en: 'Consulting showcase website' },
    description: {
      fr: "Site vitrine pour une société de conseil, avec un formulaire de contact.",
      en: 'A showcase website for a consulting firm, with a contact form.',
    },
    tech: 'Angular, Tailwind CSS',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/conseil-vitrine',
    image: 'consulting',
    imageAlt: { fr: "La page d'accueil d'un site de conseil, avec un formulaire de contact", en: 'The home page of a consulting website, with a contact form' },
  },
];
