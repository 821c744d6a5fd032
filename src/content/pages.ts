import { languagePrefix, publishedLanguages, type Lang, type Localized } from './languages.ts';
import { profile } from './profile.ts';

/**
 * The site's public address: canonical URLs, the sitemap and social previews are built from it.
 * On Netlify the build sees the deploy's own address in URL; SITE_URL overrides both.
 */
export const siteUrl = (
  globalThis.process?.env?.SITE_URL ||
  globalThis.process?.env?.URL ||
  'https://alex-martin-portfolio.netlify.app'
).replace(/\/+$/, '');

export const pageIds = ['home', 'education', 'experience', 'contact'] as const;
export type PageId = (typeof pageIds)[number];

export type PageText = { label: string; title: string; description: string };

/** The four pages' menu label, document title and description, in menu order. */
export const pageTexts: Record<PageId, Localized<PageText>> = {
  home: {
    fr: {
      label: 'Accueil',
      title: `${profile.name} · ${profile.jobTitle.fr}`,
      description: `${profile.name}, ${profile.jobTitle.fr.toLowerCase()} à ${profile.city} : projets, parcours et CV. Disponible pour un stage ou une alternance.`,
    },
    en: {
      label: 'Home',
      title: `${profile.name} · ${profile.jobTitle.en}`,
      description: `${profile.name}, ${profile.jobTitle.en.toLowerCase()} in ${profile.city}, France: projects, background and CV. Available for an internship or a work-study position.`,
    },
  },
  education: {
    fr: {
      label: 'Parcours',
      title: `Parcours · ${profile.name}`,
      description: `L'expérience, la formation (DUT informatique), les compétences et le profil de ${profile.name}.`,
    },
    en: {
      label: 'Resume',
      title: `Resume · ${profile.name}`,
      description: `The experience, education (DUT in computer science), skills and profile of ${profile.name}.`,
    },
  },
  experience: {
    fr: {
      label: 'Portfolio',
      title: `Portfolio · ${profile.name}`,
      description: `Huit projets de ${profile.name} : jeux en C et en Java, sites en PHP, application Android, sites vitrines.`,
    },
    en: {
      label: 'Portfolio',
      title: `Portfolio · ${profile.name}`,
      description: `Eight projects by ${profile.name}: games in C and Java, PHP websites, an Android app, showcase websites.`,
    },
  },
  contact: {
    fr: {
      label: 'Contact',
      title: `Contact · ${profile.name}`,
      description: `Écrire à ${profile.name} pour un stage, une alternance ou un projet : formulaire, email et téléphone.`,
    },
    en: {
      label: 'Contact',
      title: `Contact · ${profile.name}`,
      description: `Write to ${profile.name} about an internship, a work-study position or a project: form, email and phone.`,
    },
  },
};

/** A page's URL in a language: /home, /en/home. */
export function pagePath(id: PageId, lang: Lang): string {
  return `${languagePrefix(lang)}/${id}`;
}

export type PublishedPage = PageText & { id: PageId; lang: Lang; path: string };

/** Every page in every published language: what the build prerenders and the sitemap lists. */
export const publishedPages: PublishedPage[] = publishedLanguages.flatMap((lang) =>
  pageIds.map((id) => ({ id, lang, path: pagePath(id, lang), ...pageTexts[id][lang] })),
);
