/**
 * What TypeScript would say about the owner's content, said by the build: Netlify runs
 * `npm run build`, never the typecheck, and a broken value would only show in a visitor's
 * browser. Each problem is one line naming the file and the field.
 */
import * as contactErrors from '../../content/contact-errors.ts';
import { languages, publishedLanguages } from '../../content/languages.ts';
import * as legal from '../../content/legal.ts';
import * as pages from '../../content/pages.ts';
import * as profile from '../../content/profile.ts';
import * as projects from '../../content/projects.ts';
import * as resume from '../../content/resume.ts';
import * as skills from '../../content/skills.ts';
import * as ui from '../../content/ui.ts';
import { skillIcons } from '../../ui/skill-icons.tsx';
import { pastStartWarning } from './past-start.ts';
import { slugProblem } from './slug.ts';

/** Each file's exports, as the checks read them. */
export type Content = Record<string, Record<string, unknown>>;

export const siteContent: Content = {
  'contact-errors.ts': contactErrors,
  'legal.ts': legal,
  'pages.ts': pages,
  'profile.ts': profile,
  'projects.ts': projects,
  'resume.ts': resume,
  'skills.ts': skills,
  'ui.ts': ui,
};

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type Problem = (field: string, value: unknown, published: readonly string[]) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isLocalized = (value: Record<string, unknown>) =>
  Object.keys(value).length > 0 && Object.keys(value).every((key) => (languages as readonly string[]).includes(key));
const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields of `value` that `other` lacks, as paths: `.contact.send`. */
function* missingFields(value: unknown, other: unknown, at = ''): Generator<string> {
  // A text may be plain in one language and in parts in another: only like shapes compare. A
  // `lang` mark (words of another language) belongs to one language's text.
  if (!isRecord(value) || !isRecord(other)) return;
  for (const [key, item] of Object.entries(value)) {
    if (key === 'lang') continue;
    const counterpart = other[key];
    if (isEmpty(counterpart) && !isEmpty(item)) yield `${at}.${key}`;
    else yield* missingFields(item, counterpart, `${at}.${key}`);
  }
}

/** A text in several languages lacks one the site is published in, or part of it. */
const missingTranslation: Problem = (field, value, published) => {
  if (!isRecord(value) || !isLocalized(value)) return undefined;
  // A list left empty in every language (no interests) says nothing, and the site shows nothing.
  if (published.every((lang) => Array.isArray(value[lang]) && value[lang].length === 0)) return undefined;
  const missing = published.filter((lang) => isEmpty(value[lang]));
  if (missing.length) return `${field} has no '${missing.join("', '")}' text`;
  const [first, ...others] = published;
  const gaps = others.flatMap((lang) => [...missingFields(value[first!], value[lang])].map((path) => `${field}.${lang}${path}`));
  return gaps.length ? `${gaps.join(', ')} ${gaps.length === 1 ? 'is' : 'are'} missing` : undefined;
};

const unknownIcon: Problem = (field, value) =>
  /^skillCategories\[\d+\]\.skills\[\d+\]\.icon$/.test(field) && !Object.hasOwn(skillIcons, String(value))
    ? `${field} is '${String(value)}', not an icon of src/ui/skill-icons.tsx (${Object.keys(skillIcons).join(', ')})`
    : undefined;

const badSlug: Problem = (field, value) => (/^projects\[\d+\]\.slug$/.test(field) ? slugProblem(field, String(value)) : undefined);

const badStart: Problem = (field, value) =>
  field === 'profile.seeking.start' && !YEAR_MONTH.test(String(value)) ? `${field} is '${String(value)}', not a month written YYYY-MM` : undefined;

const badLink: Problem = (field, value) => {
  if (!/^(profile\.links\.\w+|projects\[\d+\]\.(liveLink|githubLink))$/.test(field)) return undefined;
  // A project may have no live site or no public repository: shown as unavailable.
  if (value === '' && field.startsWith('projects')) return undefined;
  return URL.canParse(String(value)) && /^https?:/.test(String(value)) ? undefined : `${field} is '${String(value)}', not an http(s) address`;
};

const problems: Problem[] = [missingTranslation, unknownIcon, badSlug, badStart, badLink];

function* walk(field: string, value: unknown): Generator<[string, unknown]> {
  yield [field, value];
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* walk(`${field}[${index}]`, item);
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) yield* walk(`${field}.${key}`, item);
}

function duplicateSlugs(file: string, content: Record<string, unknown>): string[] {
  const slugs = ((content.projects ?? []) as { slug: string }[]).map((project) => project.slug);
  const twice = [...new Set(slugs.filter((slug, index) => slugs.indexOf(slug) !== index))];
  return twice.map((slug) => `src/content/${file}: two projects have the slug '${slug}'; each needs its own`);
}

/** Every problem of the content, one line each: `src/content/skills.ts: skillCategories[0]… is …`. */
export function contentProblems(content: Content = siteContent, published: readonly string[] = publishedLanguages): string[] {
  return Object.entries(content).flatMap(([file, exports]) => [
    ...Object.entries(exports).flatMap(([name, value]) =>
      [...walk(name, value)].flatMap(([field, item]) =>
        problems.flatMap((problem) => problem(field, item, published) ?? []).map((text) => `src/content/${file}: ${text}`),
      ),
    ),
    ...duplicateSlugs(file, exports),
  ]);
}

/** What the build says without stopping, one line each: a start month already over. */
export function contentWarnings(content: Content = siteContent, now = new Date()): string[] {
  const owner = content['profile.ts']?.profile as profile.Profile | undefined;
  const warning = owner && pastStartWarning(owner.seeking, now);
  return warning ? [`src/content/profile.ts: ${warning}`] : [];
}
