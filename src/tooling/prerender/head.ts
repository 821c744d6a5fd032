/** The <head> tags of a prerendered page (on the home page, what its first paint waits for), and the sitemap and robots.txt. */
import { availabilityLine } from '../../content/availability.ts';
import { defaultLanguage, languageDetails, type Lang } from '../../content/languages.ts';
import { blogTitle, pagePath, pageTexts, postPath, projectPath } from '../../content/pages.ts';
import type { Post } from '../../content/blog-post.ts';
import { HERO_END_ID } from '../../ui/hero-end.ts';
import { escapeMarkup } from '../escape-markup.ts';
import { siteUrl } from '../site-url.ts';
import type { PublishedPage } from '../../content/published-pages.ts';
import { profile } from '../../content/profile.ts';
import type { Project } from '../../content/projects.ts';
import { PICTURE_WIDTHS, pictureUrl } from '../../ui/picture-files.ts';
import { postSocialImagePath } from '../assets/post-social-images.ts';
import { projectSocialImagePath } from '../assets/project-social-images.ts';

const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** JSON for a <script> data block: '<' escaped so the text can never close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The owner's node, one in every language (the same person): a project names its author by it. */
const PERSON_ID = `${siteUrl}${pagePath('home', defaultLanguage)}#person`;

export function personJsonLd(lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': PERSON_ID,
    name: profile.name,
    jobTitle: profile.jobTitle[lang],
    email: `mailto:${profile.email}`,
    url: `${siteUrl}${pagePath('home', lang)}`,
    image: `${siteUrl}${OG_IMAGE.path}`,
    address: { '@type': 'PostalAddress', addressLocality: profile.city, addressCountry: 'FR' },
    alumniOf: { '@type': 'EducationalOrganization', name: profile.school },
    knowsLanguage: ['fr', 'en'],
    sameAs: [profile.links.github, profile.links.linkedin],
    ...seeks(lang),
  };
}

/**
 * What the student looks for, as a schema.org Demand named by the very line the hero shows; none
 * when they are not looking. The programme, when there is one, is in that line: schema.org has no
 * property for studies not yet begun (alumniOf and hasCredential are for those done).
 */
function seeks(lang: Lang) {
  const { seeking } = profile;
  if (!seeking) return {};
  return {
    seeks: {
      '@type': 'Demand',
      name: availabilityLine(lang, seeking),
      availabilityStarts: seeking.start,
      areaServed: seeking.place[lang],
    },
  };
}

/**
 * A project as schema.org has it: source code, with its repository, when it has a public one; else
 * a creative work. Its picture is the largest the site serves.
 */
function projectJsonLd(project: Project, lang: Lang) {
  const repository = project.githubLink;
  return {
    '@context': 'https://schema.org',
    '@type': repository ? 'SoftwareSourceCode' : 'CreativeWork',
    name: project.title[lang],
    description: project.description[lang],
    url: `${siteUrl}${projectPath(project, lang)}`,
    image: `${siteUrl}${pictureUrl(project.image, PICTURE_WIDTHS.at(-1)!, 'webp')}`,
    dateCreated: String(project.year),
    keywords: project.tags,
    inLanguage: lang,
    author: { '@id': PERSON_ID },
    ...(repository && { codeRepository: repository, programmingLanguage: project.tags }),
  };
}

/** A project page's trail: the Portfolio page as the menu names it, then the project. */
function breadcrumbJsonLd(project: Project, lang: Lang) {
  const trail = [
    { name: pageTexts.experience[lang].label, item: `${siteUrl}${pagePath('experience', lang)}` },
    { name: project.title[lang], item: `${siteUrl}${projectPath(project, lang)}` },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
  };
}

function postJsonLd(post: Post, image: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    url: `${siteUrl}${postPath(post.slug, post.lang)}`,
    image,
    datePublished: post.date,
    keywords: post.tags,
    inLanguage: post.lang,
    author: { '@id': PERSON_ID },
  };
}

function jsonLd({ lang, project, post }: PublishedPage, image: string): object[] {
  return [
    personJsonLd(lang),
    ...(project ? [projectJsonLd(project, lang), breadcrumbJsonLd(project, lang)] : []),
    ...(post ? [postJsonLd(post, image)] : []),
  ];
}

/** The same page in each language it exists in, the default language's (else the first) as x-default. */
function alternates(page: PublishedPage): { hreflang: string; href: string }[] {
  if (page.languages.length < 2) return [];
  const href = (lang: Lang) => `${siteUrl}${page.pathIn(lang)}`;
  return [
    ...page.languages.map((lang) => ({ hreflang: lang, href: href(lang) })),
    {
      hreflang: 'x-default',
      href: href(page.languages.includes(defaultLanguage) ? defaultLanguage : page.languages[0]!),
    },
  ];
}

export function prerenderedHead(page: PublishedPage): string {
  const url = `${siteUrl}${page.path}`;
  const otherLanguages = page.languages.filter((lang): boolean => lang !== page.lang);
  // A project page and a post share their own card, named after them; every other page the site's.
  const { project, post } = page;
  const image = `${siteUrl}${project ? projectSocialImagePath(project, page.lang) : post ? postSocialImagePath(post) : OG_IMAGE.path}`;
  const imageAlt = project
    ? project.title[page.lang]
    : post
      ? post.title
      : `${profile.name}, ${profile.jobTitle[page.lang]}`;
  const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attr}="${key}" content="${escapeMarkup(String(content))}" />`;
  return [
    `<title>${escapeMarkup(page.title)}</title>`,
    meta('name', 'description', page.description),
    // A page reached only by sending the form is no search result.
    ...(page.listed ? [] : [meta('name', 'robots', 'noindex')]),
    `<link rel="canonical" href="${url}" />`,
    // The home page's first paint waits for its whole hero (src/ui/hero-end.ts).
    ...(page.id === 'home' ? [`<link rel="expect" href="#${HERO_END_ID}" blocking="render" />`] : []),
    ...alternates(page).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" />`),
    ...(page.feed
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(blogTitle(page.lang))}" href="${page.feed}" />`,
        ]
      : []),
    meta('property', 'og:type', page.id === 'home' ? 'profile' : project || post ? 'article' : 'website'),
    meta('property', 'og:site_name', profile.name),
    meta('property', 'og:locale', languageDetails[page.lang].ogLocale),
    ...otherLanguages.map((lang) => meta('property', 'og:locale:alternate', languageDetails[lang].ogLocale)),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    ...jsonLd(page, image).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
}

export function sitemapXml(pages: readonly PublishedPage[]): string {
  const urls = pages
    .filter((page) => page.listed)
    .map((page) => {
      const links = alternates(page).map(
        ({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}" />`,
      );
      return `  <url>\n    <loc>${siteUrl}${page.path}</loc>${links.join('')}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
