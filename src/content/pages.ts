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

/** The four pages: path, menu label, document title and description, in menu order. */
export const pages = [
  {
    path: '/home',
    label: 'Accueil',
    title: `${profile.name} · ${profile.jobTitle}`,
    description: `${profile.name}, ${profile.jobTitle.toLowerCase()} à ${profile.city} : projets, parcours et CV. Disponible pour un stage ou une alternance.`,
  },
  {
    path: '/education',
    label: 'Parcours',
    title: `Parcours · ${profile.name}`,
    description: `L'expérience, la formation (DUT informatique), les compétences et le profil de ${profile.name}.`,
  },
  {
    path: '/experience',
    label: 'Portfolio',
    title: `Portfolio · ${profile.name}`,
    description: `Huit projets de ${profile.name} : jeux en C et en Java, sites en PHP, application Android, sites vitrines.`,
  },
  {
    path: '/contact',
    label: 'Contact',
    title: `Contact · ${profile.name}`,
    description: `Écrire à ${profile.name} pour un stage, une alternance ou un projet : formulaire, email et téléphone.`,
  },
] as const;

export type Page = (typeof pages)[number];
export type PagePath = Page['path'];

export function pageTitle(path: PagePath): string {
  return pages.find((page) => page.path === path)?.title ?? profile.name;
}
