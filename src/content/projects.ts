/**
 * The portfolio carousel. `image` is the base name of pictures in src/public/media/projects/,
 * made by src/tooling/assets/make-project-images.ts in AVIF and WebP at 640 and 1280 px wide (4:3).
 * An empty `githubLink` is shown as unavailable.
 */
export type Project = {
  number: string;
  title: string;
  description: string;
  tech: string;
  liveLink: string;
  githubLink: string;
  image: string;
  imageAlt: string;
};

const PLACEHOLDER_LIVE = 'https://example.com/';

export const projects: Project[] = [
  {
    number: '01',
    title: 'Jeu du Snake',
    description: 'Le classique Snake en C89 dans le terminal : grille, score, vitesse croissante et collisions.',
    tech: 'C89, ncurses',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/snake-c89',
    image: 'snake',
    imageAlt: 'Un serpent vert sur une grille sombre, une pomme rouge devant lui',
  },
  {
    number: '02',
    title: 'Marketplace de skate',
    description: "Boutique en ligne pour une entreprise de skate fictive : catalogue, fiches produits et panier.",
    tech: 'HTML, CSS, JavaScript',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/skate-market',
    image: 'skate',
    imageAlt: "Une planche de skate stylisée au-dessus d'une grille de produits",
  },
  {
    number: '03',
    title: 'Sudoku',
    description: 'Un Sudoku en Java avec génération de grilles, vérification et aide à la résolution.',
    tech: 'Java, Swing',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: '',
    image: 'sudoku',
    imageAlt: 'Une grille de Sudoku 9 par 9 partiellement remplie',
  },
  {
    number: '04',
    title: 'Site de streaming',
    description: 'Plateforme de streaming en PHP selon une architecture MVC : catalogue, comptes et lecture.',
    tech: 'PHP, MVC, MySQL',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/streaming-mvc',
    image: 'streaming',
    imageAlt: "Des vignettes de films alignées autour d'un bouton de lecture",
  },
  {
    number: '05',
    title: 'Jeu de tuiles hexagonales',
    description: 'Jeu de plateau à tuiles hexagonales en Java, parties et scores enregistrés en base de données.',
    tech: 'Java, JDBC, MySQL',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: '',
    image: 'hexagons',
    imageAlt: "Un plateau de tuiles hexagonales colorées",
  },
  {
    number: '06',
    title: 'Gestion de bibliothèque',
    description: 'Site de gestion de bibliothèque en PHP : prêts, retours et inventaire, déployé avec Docker Compose.',
    tech: 'PHP, MySQL, Docker Compose',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/bibliotheque',
    image: 'library',
    imageAlt: "Des rangées de livres sur des étagères, à côté de conteneurs",
  },
  {
    number: '07',
    title: 'Puzzle de points colorés',
    description:
      'Application Android où relier les points de même couleur, avec un mode daltonien et des puzzles stockés en XML.',
    tech: 'Java, Android, XML',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: '',
    image: 'dots',
    imageAlt: 'Une grille de points colorés reliés par des tracés',
  },
  {
    number: '08',
    title: 'Site vitrine de conseil',
    description: "Site vitrine pour une société de conseil, avec un formulaire de contact.",
    tech: 'Angular, Tailwind CSS',
    liveLink: PLACEHOLDER_LIVE,
    githubLink: 'https://github.com/alex-martin-exemple/conseil-vitrine',
    image: 'consulting',
    imageAlt: "La page d'accueil d'un site de conseil, avec un formulaire de contact",
  },
];
