import { languagePrefix, publishedLanguages, type Lang, type Localized } from './languages.ts';
import { availabilityLine } from './availability.ts';
import { profile } from './profile.ts';
import { projects, projectTags, type Project } from './projects.ts';
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

/** The technologies the Portfolio page's description names: the first few the projects use. */
const namedTags = projectTags.slice(0, 8).join(', ');
const projectCount: Localized = {
  fr: `${projects.length} ${projects.length > 1 ? 'projets' : 'projet'}`,
  en: `${projects.length} ${projects.length > 1 ? 'projects' : 'project'}`,
};

/** A description followed by the student's availability, when they are looking. */
const withAvailability = (text: string, lang: Lang) => [text, availabilityLine(lang)].filter(Boolean).join(' ');

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
 * Portfolio page's description is built from the projects (src/content/projects.ts).
 */
export const pageTexts: Record<Exclude<PageId, typeof MESSAGE_SENT>, Localized<LinkedPageText>> & Record<typeof MESSAGE_SENT, Localized<PageText>> = {
  home: {
    fr: {
      label: 'Accueil',
      title: `${profile.name} · ${profile.jobTitle.fr}`,
      description: withAvailability(`${profile.name}, ${profile.jobTitle.fr} à ${profile.city} : projets, parcours et CV.`, 'fr'),
    },
    en: {
      label: 'Home',
      title: `${profile.name} · ${profile.jobTitle.en}`,
      description: withAvailability(`${profile.name}, ${profile.jobTitle.en} in ${profile.city}: projects, background and CV.`, 'en'),
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
      description: `${projectCount.fr} de ${profile.name}, chacun avec sa page : ${namedTags}.`,
    },
    en: {
      label: 'Portfolio',
      title: `Portfolio · ${profile.name}`,
      description: `${projectCount.en} by ${profile.name}, each with its own page: ${namedTags}.`,
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

/** A project's page: /experience/snake, /en/experience/snake. */
export function projectPath(project: Project, lang: Lang): string {
  return `${pagePath('experience', lang)}/${project.slug}`;
}

/** A project page's title and description. */
export function projectPageText(project: Project, lang: Lang): PageText {
  return { title: `${project.title[lang]} · ${profile.name}`, description: project.description[lang] };
}

/**
 * A page the build prerenders. `route` names the route file whose code the page runs; `pathIn`
 * gives the same page in another language; `listed`: in the sitemap, for search engines.
 */
export type PublishedPage = PageText & {
  id: PageId | 'project';
  lang: Lang;
  path: string;
  pathIn: (lang: Lang) => string;
  route: string;
  listed: boolean;
  project?: Project;
};

/** Every page in every published language, each project's included: what the build prerenders. */
export const publishedPages: PublishedPage[] = publishedLanguages.flatMap((lang) => [
  ...pageIds.map((id): PublishedPage => {
    const { title, description } = pageTexts[id][lang];
    const pathIn = (other: Lang) => pagePath(id, other);
    return { id, lang, path: pathIn(lang), pathIn, route: id, title, description, listed: id !== MESSAGE_SENT };
  }),
  ...projects.map((project): PublishedPage => {
    const pathIn = (other: Lang) => projectPath(project, other);
    return { id: 'project', lang, path: pathIn(lang), pathIn, route: 'experience_.$slug', listed: true, project, ...projectPageText(project, lang) };
  }),
]);
