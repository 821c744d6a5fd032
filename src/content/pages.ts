import { languagePrefix, type Lang, type Localized } from './languages.ts';
import { profile } from './profile.ts';
import type { Project } from './projects.ts';
import { ui } from './ui.ts';

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

export type PageText = { title: string };
/** `label` names the page in the links to it: the menu's entries, the footer's link. */
type LinkedPageText = PageText & { label: string };

/**
 * Each page's document title, and the link label of the pages linked to. What the browser needs:
 * the descriptions, which only the build writes, are in published-pages.ts.
 */
export const pageTexts: Record<Exclude<PageId, typeof MESSAGE_SENT>, Localized<LinkedPageText>> &
  Record<typeof MESSAGE_SENT, Localized<PageText>> = {
  home: {
    fr: {
      label: 'Accueil',
      title: `${profile.name} · ${profile.jobTitle.fr}`,
    },
    en: {
      label: 'Home',
      title: `${profile.name} · ${profile.jobTitle.en}`,
    },
  },
  education: {
    fr: {
      label: 'Parcours',
      title: `Parcours · ${profile.name}`,
    },
    en: {
      label: 'Resume',
      title: `Resume · ${profile.name}`,
    },
  },
  experience: {
    fr: {
      label: 'Portfolio',
      title: `Portfolio · ${profile.name}`,
    },
    en: {
      label: 'Portfolio',
      title: `Portfolio · ${profile.name}`,
    },
  },
  contact: {
    fr: {
      label: 'Contact',
      title: `Contact · ${profile.name}`,
    },
    en: {
      label: 'Contact',
      title: `Contact · ${profile.name}`,
    },
  },
  legal: {
    fr: {
      label: 'Mentions légales et confidentialité',
      title: `Mentions légales et confidentialité · ${profile.name}`,
    },
    en: {
      label: 'Legal notice and privacy',
      title: `Legal notice and privacy · ${profile.name}`,
    },
  },
  [MESSAGE_SENT]: {
    fr: {
      title: `Message envoyé · ${profile.name}`,
    },
    en: {
      title: `Message sent · ${profile.name}`,
    },
  },
};

/** A page's URL in a language: /home, /en/home. */
export function pagePath(id: PageId, lang: Lang): string {
  return `${languagePrefix(lang)}/${id}`;
}

/** A project's page: /experience/snake, /en/experience/snake. */
export function projectPath(project: Pick<Project, 'slug'>, lang: Lang): string {
  return `${pagePath('experience', lang)}/${project.slug}`;
}

/** A project page's document title. */
export function projectTitle(project: Project, lang: Lang): string {
  return `${project.title[lang]} · ${profile.name}`;
}

/** The blog's index: /blog, /en/blog. It exists in a language with a post only (post-keys.ts). */
export function blogPath(lang: Lang): string {
  return `${languagePrefix(lang)}/blog`;
}

/** A post's page: /blog/circular-buffer, /en/blog/circular-buffer. */
export function postPath(slug: string, lang: Lang): string {
  return `${blogPath(lang)}/${slug}`;
}

export function blogTitle(lang: Lang): string {
  return `${ui[lang].blog.title} · ${profile.name}`;
}

export function postTitle(title: string): string {
  return `${title} · ${profile.name}`;
}

/** The blog's Atom feed in a language: /feed.xml, /en/feed.xml. */
export function feedPath(lang: Lang): string {
  return `${languagePrefix(lang)}/feed.xml`;
}
