/**
 * The shape of this folder, once: the types the content files are written against, and what
 * `npm run build` checks them against (Netlify builds without the typecheck, and a wrong value would
 * only show in a visitor's browser): a value of the wrong kind, a text missing in a published
 * language, a link, slug, month or icon it cannot read. Each problem names its field
 * (`projects[0].slug`), and the build its file. Dates are ISO ('2025-09', '2023'): the pages say
 * them in each language.
 */
import * as v from 'valibot';
import { defaultLanguage, languages, publishedLanguages, type Localized } from './languages.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** What is wrong with a value, after its field: `projects[0].liveLink is 'mon-jeu.fr', not …`. */
const isNot = (what: string) => (issue: v.BaseIssue<unknown>) => `is '${String(issue.input)}', ${what}`;

const present = v.custom((value) => !isEmpty(value), 'is missing');

/** The fields of the default language's text, which the other languages must have too. A `lang` mark belongs to one language's words. */
function shapeOf(original: unknown): v.GenericSchema {
  if (!isRecord(original)) return present;
  const fields = Object.entries(original).filter(([key, item]) => key !== 'lang' && !isEmpty(item));
  return v.looseObject(Object.fromEntries(fields.map(([key, item]) => [key, shapeOf(item)])));
}

/** A text, or any value, in each published language, down to each field the default language's has (`ui.en.contact.sent`). */
const translated = v.lazy((input) => {
  const texts = isRecord(input) ? input : {};
  // A list left empty in every language (no interests) says nothing, and the site shows nothing.
  if (publishedLanguages.every((lang) => Array.isArray(texts[lang]) && texts[lang].length === 0)) return v.unknown();
  return v.looseObject(
    Object.fromEntries(
      publishedLanguages.map((lang) => [lang, lang === defaultLanguage ? present : shapeOf(texts[defaultLanguage])]),
    ),
  );
});

/** `item` in each published language (and, optionally, the others). */
const localized = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.looseObject(Object.fromEntries(languages.map((lang) => [lang, v.optional(item)]))) as v.GenericSchema,
    translated,
  ) as unknown as v.GenericSchema<Localized<v.InferInput<T>>, Localized<v.InferOutput<T>>>;

const text = v.string();

/** A web address; a project may have none (''), shown as unavailable. */
const link = (optional = false) =>
  v.pipe(
    text,
    v.check(
      (value) => (optional && value === '') || (URL.canParse(value) && /^https?:/.test(value)),
      isNot('not an http(s) address'),
    ),
  );

/** A month, as YYYY-MM. */
const month = v.pipe(text, v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, isNot('not a month written YYYY-MM')));

/** A year or a month: '2023', '2025-04'. */
const date = v.pipe(text, v.regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, isNot('not a year (YYYY) or a month (YYYY-MM)')));

/** Words of another language than the page's, marked so screen readers pronounce them right. */
const words = v.object({ text, lang: v.optional(v.picklist(languages)) });

/** Words that lead somewhere: a page, a `mailto:` address. */
const linkWords = v.object({ ...words.entries, href: text });

/**
 * A text that may hold words of another language or links: a plain string, or its parts in order,
 * e.g. `['… with honours (', { text: 'Assez Bien', lang: 'fr' }, ').']`.
 */
const phrase = v.union([text, v.pipe(v.array(v.union([text, linkWords, words])), v.readonly())]);

export type Words = v.InferOutput<typeof words>;
export type LinkWords = v.InferOutput<typeof linkWords>;
export type Phrase = v.InferOutput<typeof phrase>;

const languageLevel = v.picklist(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native']);

/**
 * What the student looks for. The hero, the About tab, the CV and the JSON-LD show it as one
 * line (availability.ts).
 */
const seeking = v.object({
  kind: v.picklist(['internship', 'work-study', 'job']),
  /** The first month, as YYYY-MM. */
  start: month,
  /** How long: '12 à 24 mois'. */
  length: localized(text),
  /** For a work-study position, how school and work alternate; `null` when it does not apply. */
  rhythm: v.nullable(localized(text)),
  /** Where: a city, 'or remote'. */
  place: localized(text),
  /** The programme the position goes with, for a work-study one: the diploma and the school. */
  programme: v.optional(v.object({ diploma: localized(text), school: text })),
});

const profile = v.object({
  name: text,
  jobTitle: localized(text),
  age: localized(text),
  city: text,
  nationality: localized(text),
  phone: text,
  email: text,
  address: text,
  school: text,
  /** The languages spoken, each with its level: a CEFR level ('B2', 'C1') or 'native'. */
  languages: v.array(v.object({ name: localized(text), level: languageLevel })),
  interests: localized(v.array(text)),
  /**
   * The promise under the name, in one line: what the student builds, not what they are (the job
   * title says that). The hero shows it first.
   */
  tagline: localized(text),
  intro: localized(text),
  motivation: localized(text),
  links: v.object({ github: link(), linkedin: link() }),
  /** The position the student looks for, or `null` when they are not looking (availability.ts). */
  seeking: v.nullable(seeking),
});

const projectFacts = v.object({
  /** What the student did: 'Développeur full-stack'. */
  role: v.optional(localized(text)),
  /** When and for how long: 'Mars à mai 2024 (10 semaines)'. */
  period: v.optional(localized(text)),
  /** Who with: 'Seul', 'En binôme'. */
  team: v.optional(localized(text)),
  /** What it achieved, one line, with a number where there is one. */
  outcome: v.optional(localized(text)),
});

/** The first slug that two projects share. */
const sharedSlug = (projects: readonly { slug: string }[]) =>
  projects.map((project) => project.slug).find((slug, index, slugs) => slugs.indexOf(slug) !== index);

const project = v.object({
  /** The project page's address: /experience/<slug>. Lower-case letters, digits and hyphens. */
  slug: v.pipe(
    text,
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, (issue) => `is '${issue.input}': use lower-case letters, digits and hyphens`),
  ),
  title: localized(text),
  description: localized(text),
  /** The technologies, as the carousel's technology line shows them and its filter offers them. */
  tags: v.array(text),
  year: v.number(),
  /** Where it was made; its label in each language is in ui.ts. */
  context: v.picklist(['school', 'personal', 'internship']),
  liveLink: link(true),
  githubLink: link(true),
  image: text,
  imageAlt: localized(text),
  /**
   * Its place among the featured projects, 1 first: they lead the home page, the CV and llms.txt.
   * With none featured, the first three of the list are.
   */
  featured: v.optional(v.number()),
  /** The facts a recruiter skims, in the summary box at the top of its page; each is optional. */
  facts: v.optional(projectFacts),
});

const projects = v.pipe(
  v.array(project),
  v.check(
    (list) => sharedSlug(list) === undefined,
    (issue) => `give two projects the slug '${sharedSlug(issue.input as { slug: string }[])}'; each needs its own`,
  ),
);

const resumeEntry = v.object({
  /** When it began: a year ('2023') or a month ('2025-04'). */
  start: date,
  /** When it ended, as precise; the same as `start` for a single year, none while it goes on. */
  end: v.optional(date),
  title: localized(text),
  place: text,
  description: localized(phrase),
  /** What came of it, one line with a number where there is one: the Parcours page and the CV show it. */
  result: v.optional(localized(text)),
});

/** The icons of src/ui/skill-icons.tsx, which a skill names. */
export const skillIcons = [
  'c',
  'java',
  'html5',
  'css3',
  'javascript',
  'typescript',
  'php',
  'angular',
  'tailwind',
  'androidstudio',
  'docker',
  'figma',
  'git',
  'github',
  'mysql',
  'firebase',
  'linux',
] as const;

const skill = v.object({
  name: text,
  icon: v.picklist(skillIcons, isNot(`not an icon of src/ui/skill-icons.tsx (${skillIcons.join(', ')})`)),
});
const skillCategory = v.object({ title: localized(phrase), skills: v.array(skill) });

export type Profile = v.InferOutput<typeof profile>;
export type Seeking = v.InferOutput<typeof seeking>;
export type LanguageLevel = v.InferOutput<typeof languageLevel>;
export type Project = v.InferOutput<typeof project>;
export type ProjectContext = Project['context'];
export type ProjectFacts = v.InferOutput<typeof projectFacts>;
export type ResumeEntry = v.InferOutput<typeof resumeEntry>;
export type SkillIcon = (typeof skillIcons)[number];
export type Skill = v.InferOutput<typeof skill>;
export type SkillCategory = v.InferOutput<typeof skillCategory>;

/**
 * Each file's exports, as the build checks them. The screens' texts (ui.ts, pages.ts, legal.ts,
 * contact-errors.ts) keep the types written beside them: here, only that each published language
 * says all the default language says.
 */
export const contentSchema = {
  'profile.ts': v.object({ profile }),
  'projects.ts': v.object({ projects }),
  'resume.ts': v.object({ experience: v.array(resumeEntry), education: v.array(resumeEntry) }),
  'skills.ts': v.object({ skillCategories: v.array(skillCategory) }),
  'ui.ts': v.object({ ui: translated }),
  'pages.ts': v.object({ pageTexts: v.record(v.string(), translated) }),
  'legal.ts': v.object({ legalSections: translated, privacyNote: translated, audienceOptOut: translated }),
  'contact-errors.ts': v.object({ contactErrors: translated }),
};
