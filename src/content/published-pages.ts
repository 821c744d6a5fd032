import { availabilityLine } from './availability.ts';
import { publishedLanguages, type Lang, type Localized } from './languages.ts';
import {
  blogPath,
  blogTitle,
  feedPath,
  MESSAGE_SENT,
  pageIds,
  pagePath,
  pageTexts,
  postPath,
  postTitle,
  projectPath,
  projectTitle,
  type PageId,
} from './pages.ts';
import type { Post } from './blog-post.ts';
import { blogTexts } from './blog-texts.ts';
import { profile } from './profile.ts';
import { projects, projectTags, type Project } from './projects.ts';
import { education } from './resume.ts';

/**
 * What the build prerenders: every page in every published language, each project's included,
 * with its description. Build-time only: the browser needs none of it (pages.ts has what it does).
 */

/** The technologies the Portfolio page's description names: the first few the projects use. */
const namedTags = projectTags.slice(0, 8).join(', ');
const projectCount: Localized = {
  fr: `${projects.length} ${projects.length > 1 ? 'projets' : 'projet'}`,
  en: `${projects.length} ${projects.length > 1 ? 'projects' : 'project'}`,
};

/** The degree the Parcours page's description names: the latest. */
const latestDegree = education[0]!.title;

/** Each page's description, for search results and social previews; the home page's ends with the availability. */
export const pageDescriptions: Record<PageId, Localized> = {
  home: {
    fr: `${profile.name}, ${profile.jobTitle.fr} à ${profile.city} : projets, parcours et CV.`,
    en: `${profile.name}, ${profile.jobTitle.en} in ${profile.city}: projects, background and CV.`,
  },
  education: {
    fr: `L'expérience, la formation (${latestDegree.fr}), les compétences et le profil de ${profile.name}.`,
    en: `The experience, education (${latestDegree.en}), skills and profile of ${profile.name}.`,
  },
  experience: {
    fr: `${projectCount.fr} de ${profile.name}, chacun avec sa page : ${namedTags}.`,
    en: `${projectCount.en} by ${profile.name}, each with its own page: ${namedTags}.`,
  },
  contact: {
    fr: `Écrire à ${profile.name} pour un stage, une alternance ou un projet : formulaire, email et téléphone.`,
    en: `Write to ${profile.name} about an internship, a work-study position or a project: form, email and phone.`,
  },
  legal: {
    fr: `Qui publie et héberge le site de ${profile.name}, ce que devient un message envoyé par son formulaire de contact, et comment le faire effacer.`,
    en: `Who publishes and hosts ${profile.name}'s website, what becomes of a message sent through its contact form, and how to have it erased.`,
  },
  [MESSAGE_SENT]: {
    fr: `Votre message à ${profile.name} est bien parti.`,
    en: `Your message to ${profile.name} is on its way.`,
  },
};

export function pageDescription(id: PageId, lang: Lang): string {
  const text = pageDescriptions[id][lang];
  return id === 'home' ? [text, availabilityLine(lang)].filter(Boolean).join(' ') : text;
}

/**
 * A page the build prerenders. `route` names the route file whose code the page runs; `pathIn`
 * gives the same page in another language, among `languages`, those it exists in; `listed`: in
 * the sitemap, for search engines; `feed`: its language's Atom feed, when the blog has a post in it.
 */
export type PublishedPage = {
  id: PageId | 'project' | 'blog' | 'post';
  lang: Lang;
  title: string;
  description: string;
  path: string;
  pathIn: (lang: Lang) => string;
  languages: readonly Lang[];
  route: string;
  listed: boolean;
  project?: Project;
  post?: Post;
  feed?: string;
};

export const publishedPages: PublishedPage[] = publishedLanguages.flatMap((lang) => [
  ...pageIds.map((id): PublishedPage => {
    const pathIn = (other: Lang) => pagePath(id, other);
    const text = { title: pageTexts[id][lang].title, description: pageDescription(id, lang) };
    return {
      id,
      lang,
      path: pathIn(lang),
      pathIn,
      languages: publishedLanguages,
      route: id,
      ...text,
      listed: id !== MESSAGE_SENT,
    };
  }),
  ...projects.map((project): PublishedPage => {
    const pathIn = (other: Lang) => projectPath(project, other);
    const text = { title: projectTitle(project, lang), description: project.description[lang] };
    return {
      id: 'project',
      lang,
      path: pathIn(lang),
      pathIn,
      languages: publishedLanguages,
      route: 'experience_.$slug',
      ...text,
      listed: true,
      project,
    };
  }),
]);

/** The blog's pages: its index in each language with a post, and each post in its languages. */
function blogPages(posts: readonly Post[]): PublishedPage[] {
  const languages = publishedLanguages.filter((lang) => posts.some((post) => post.lang === lang));
  const index = languages.map((lang): PublishedPage => {
    const text = { title: blogTitle(lang), description: blogTexts[lang].intro };
    return {
      id: 'blog',
      lang,
      path: blogPath(lang),
      pathIn: blogPath,
      languages,
      route: 'blog',
      ...text,
      listed: true,
    };
  });
  return [
    ...index,
    ...posts.map((post): PublishedPage => {
      const pathIn = (other: Lang) => postPath(post.slug, other);
      const postLanguages = posts.filter((other) => other.slug === post.slug).map((other) => other.lang);
      const text = { title: postTitle(post.title), description: post.summary };
      return {
        id: 'post',
        lang: post.lang,
        path: pathIn(post.lang),
        pathIn,
        languages: postLanguages,
        route: 'blog_.$slug',
        ...text,
        listed: true,
        post,
      };
    }),
  ];
}

/**
 * Every page of the site, given its published posts (src/content/posts.ts, read by the build): the
 * pages above, then the blog's, each page of a language with a post linking its feed. Without a
 * post, the pages above as they are.
 */
export function sitePages(posts: readonly Post[]): PublishedPage[] {
  return [...publishedPages, ...blogPages(posts)].map((page) =>
    posts.some((post) => post.lang === page.lang) ? { ...page, feed: feedPath(page.lang) } : page,
  );
}
