/**
 * `/llms.txt` (https://llmstxt.org), in the default language: the pages, projects, posts, contact and files,
 * and under `## Optional`, which a reader may skip, the other languages' pages.
 */
import { availabilityLine } from '../../content/availability.ts';
import { defaultLanguage, languageDetails, publishedLanguages, type Lang } from '../../content/languages.ts';
import type { Post } from '../../content/blog-post.ts';
import { menuPageIds, pagePath, pageTexts, postPath, projectPath } from '../../content/pages.ts';
import { siteUrl } from '../site-url.ts';
import { pageDescription } from '../../content/published-pages.ts';
import { contactCardPath, cvPath, phoneHref, profile, resumeJsonPath } from '../../content/profile.ts';
import { featuredProjects, projects, techLine } from '../../content/projects.ts';
import { ui } from '../../content/ui.ts';
import { socialProfiles } from './json-resume.ts';

/** Where the file is served: the root, as the format asks. */
export const LLMS_TXT_PATH = '/llms.txt';

type Link = { text: string; href: string; note: string };

/** A link of a list; Markdown's brackets in its text are escaped, and the note stays on one line. */
function linkLine({ text, href, note }: Link): string {
  return `- [${text.replace(/([[\]])/g, '\\$1')}](${href}): ${note.replace(/\s+/g, ' ')}`;
}

function section(title: string, links: Link[]): string {
  return [`## ${title}`, '', ...links.map(linkLine)].join('\n');
}

function pageLinks(lang: Lang): Link[] {
  return [...menuPageIds, 'legal' as const].map((id) => ({
    text: pageTexts[id][lang].label,
    href: `${siteUrl}${pagePath(id, lang)}`,
    note: pageDescription(id, lang),
  }));
}

/** The featured projects in their order, then the others in the list's; each note ends with what came of it. */
function projectLinks(lang: Lang): Link[] {
  const featured = featuredProjects();
  return [...featured, ...projects.filter((project) => !featured.includes(project))].map((project) => ({
    text: project.title[lang],
    href: `${siteUrl}${projectPath(project, lang)}`,
    note: [
      `${ui[lang].portfolio.contexts[project.context]}, ${project.year} (${techLine(project)}).`,
      project.description[lang],
      project.facts?.outcome?.[lang],
    ]
      .filter(Boolean)
      .join(' '),
  }));
}

export type ListedPost = Pick<Post, 'slug' | 'lang' | 'title' | 'date' | 'summary'>;

/** Newest first. */
function postLinks(lang: Lang, posts: readonly ListedPost[]): Link[] {
  return posts
    .filter((post) => post.lang === lang)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((post) => ({
      text: post.title,
      href: `${siteUrl}${postPath(post.slug, lang)}`,
      note: `${post.date}. ${post.summary}`,
    }));
}

function fileLinks(lang: Lang): Link[] {
  const texts = ui[lang];
  return [
    { text: texts.home.downloadCv, href: `${siteUrl}${cvPath(lang)}`, note: 'PDF' },
    {
      text: 'resume.json',
      href: `${siteUrl}${resumeJsonPath(lang)}`,
      note: 'JSON Resume 1.0 (https://jsonresume.org/schema)',
    },
  ];
}

function contactLinks(): Link[] {
  const texts = ui[defaultLanguage];
  return [
    { text: profile.email, href: `mailto:${profile.email}`, note: texts.cv.email },
    { text: profile.phone, href: phoneHref, note: texts.cv.phone },
    { text: texts.contact.addToContacts, href: `${siteUrl}${contactCardPath}`, note: 'vCard 4.0' },
    ...socialProfiles().map(({ network, username, url }) => ({ text: network, href: url, note: username })),
  ];
}

/** A published language's pages, posts and files, each note saying which language it is in. */
function inOtherLanguage(lang: Lang, posts: readonly ListedPost[]): Link[] {
  return [...pageLinks(lang), ...postLinks(lang, posts), ...fileLinks(lang)].map((link) => ({
    ...link,
    note: `${link.note} (${languageDetails[lang].name})`,
  }));
}

/** The file, listing `posts`, the published ones (none: no Blog section). */
export function llmsTxt(posts: readonly ListedPost[] = []): string {
  const lang = defaultLanguage;
  const texts = ui[lang];
  const summary = [`${profile.jobTitle[lang]}, ${profile.city}.`, availabilityLine(lang)].filter(Boolean).join(' ');
  const otherLanguages = publishedLanguages.filter((other) => other !== lang);
  const blog = postLinks(lang, posts);
  const optional = otherLanguages.flatMap((other) => inOtherLanguage(other, posts));
  return (
    [
      `# ${profile.name}`,
      `> ${summary}`,
      profile.intro[lang],
      section('Pages', pageLinks(lang)),
      section(texts.cv.projects, projectLinks(lang)),
      ...(blog.length ? [section(texts.blog.label, blog)] : []),
      section(texts.cv.contact, contactLinks()),
      section('CV', fileLinks(lang)),
      ...(optional.length ? [section('Optional', optional)] : []),
    ].join('\n\n') + '\n'
  );
}
