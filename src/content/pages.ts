import { languagePrefix, publishedLanguages, type Lang, type Localized } from './languages.ts';
import { profile } from './profile.ts';
import { education } from './resume.ts';

/**
 * The site's public address: canonical URLs, the sitemap and social previews are built from it.
 * On Netlify the build sees the deploy's own address in URL; SITE_URL overrides both.
 */
export const siteUrl = (
  globalThis.process?.env?.SITE_URL ||
  globalThis.process?.env?.URL ||
  'https://alex-martin-portfolio.netlify.app'
).replace(/\/+$/, '');

/** The degree the Parcours page's description names: the latest. */
const latestDegree = education[0]!.title;

/** The menu's pages, in order. */
export const menuPageIds = ['home', 'education', 'experience', 'contact'] as const;
/**
 * Where the contact form lands once it has posted by itself (before the app runs, or without
 * JavaScript): prerendered like the others, but in neither the menu nor the sitemap.
 */
export const MESSAGE_SENT = 'message-sent' as const;
/** Every page: the menu's, the legal notice (linked from the footer), and the form's landing page. */
export const pageIds = [...menuPageIds, 'legal', MESSAGE_SENT] as const;
export type PageId = (typeof pageIds)[number];

export type PageText = { title: string; description: string };
/** `label` names the page in the links to it: the menu's entries, the footer's link. */
type LinkedPageText = PageText & { label: string };

/**
 * Each page's document title and description, and the link label of the pages linked to. The
 * Portfolio page's description sums up the projects (src/content/projects.ts): pages.test.ts
 * checks it still matches them.
 */
export const pageTexts: Record<Exclude<PageId, typeof MESSAGE_SENT>, Localized<LinkedPageText>> & Record<typeof MESSAGE_SENT, Localized<PageText>> = {
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
      description: `L'expérience, la formation (${latestDegree.fr}), les compétences et le profil de ${profile.name}.`,
    },
    en: {
      label: 'Resume',
      title: `Resume · ${profile.name}`,
      description: `The experience, education (${latestDegree.en}), skills and profile of ${profile.name}.`,
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
  legal: {
    fr: {
      label: 'Mentions légales et confidentialité',
      title: `Mentions légales et confidentialité · ${profile.name}`,
      description: `Qui publie et héberge le site de ${profile.name}, ce que devient un message envoyé par son formulaire de contact, et comment le faire effacer.`,
    },
    en: {
      label: 'Legal notice and privacy',
      title: `Legal notice and privacy · ${profile.name}`,
      description: `Who publishes and hosts ${profile.name}'s website, what becomes of a message sent through its contact form, and how to have it erased.`,
    },
  },
  [MESSAGE_SENT]: {
    fr: {
      title: `Message envoyé · ${profile.name}`,
      description: `Votre message à ${profile.name} est bien parti.`,
    },
    en: {
      title: `Message sent · ${profile.name}`,
      description: `Your message to ${profile.name} is on its way.`,
    },
  },
};

/** A page's URL in a language: /home, /en/home. */
export function pagePath(id: PageId, lang: Lang): string {
  return `${languagePrefix(lang)}/${id}`;
}

/** `listed`: in the sitemap, for search engines. */
export type PublishedPage = PageText & { id: PageId; lang: Lang; path: string; listed: boolean };

/** Every page in every published language: what the build prerenders; the sitemap lists all but the form's landing page. */
export const publishedPages: PublishedPage[] = publishedLanguages.flatMap((lang) =>
  pageIds.map((id) => {
    const { title, description } = pageTexts[id][lang];
    return { id, lang, path: pagePath(id, lang), title, description, listed: id !== MESSAGE_SENT };
  }),
);
