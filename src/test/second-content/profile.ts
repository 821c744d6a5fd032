import { profile } from '../../content/profile.ts';

export * from '../../content/profile.ts';

// Another owner. Changed in place, as every other change of this set.
profile.name = 'Camille Nguyen';
profile.tagline = {
  fr: 'Je conçois des outils de données rapides et lisibles, du script Python au tableau de bord.',
  en: 'I design fast, readable data tools, from the Python script to the dashboard.',
};
// Nothing said of their interests: the About tab and the CV leave them out.
profile.interests = { fr: [], en: [] };
