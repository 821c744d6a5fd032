import type { Localized } from './languages.ts';

/**
 * The blog's own texts, apart from ui.ts: only the blog's pages (and the build) load them, so a
 * page without a post carries none of them. The header's entry and the headings of the related
 * posts, shown on other pages, are in ui.ts.
 */
export type BlogTexts = {
  intro: string;
  /** The index's link to its Atom feed. */
  feed: string;
  readingTime: (minutes: number) => string;
  tags: string;
  backToBlog: string;
};

export const blogTexts: Localized<BlogTexts> = {
  fr: {
    intro: "Ce que j'apprends en construisant mes projets.",
    feed: 'Flux Atom',
    readingTime: (minutes) => `${minutes} min de lecture`,
    tags: "Les technologies de l'article",
    backToBlog: 'Retour au blog',
  },
  en: {
    intro: 'What I learn building my projects.',
    feed: 'Atom feed',
    readingTime: (minutes) => `${minutes} min read`,
    tags: "The post's technologies",
    backToBlog: 'Back to the blog',
  },
};
