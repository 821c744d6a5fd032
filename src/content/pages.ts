import { profile } from './profile';

/** The four pages: path, menu label and document title, in menu order. */
export const pages = [
  { path: '/home', label: 'Accueil', title: `${profile.name} · Étudiant en informatique` },
  { path: '/education', label: 'Parcours', title: `Parcours · ${profile.name}` },
  { path: '/experience', label: 'Portfolio', title: `Portfolio · ${profile.name}` },
  { path: '/contact', label: 'Contact', title: `Contact · ${profile.name}` },
] as const;

export type PagePath = (typeof pages)[number]['path'];

export function pageTitle(path: PagePath): string {
  return pages.find((page) => page.path === path)?.title ?? profile.name;
}
