/**
 * Every text of src/content the doctor reads, each with its file and the field that holds it, named
 * as the build names it: the owner's data (profile, projects, resume, skills) and the screens' texts.
 */
import { contactErrors } from '../../content/contact-errors.ts';
import type { Language } from '../../content/languages.ts';
import { pageTexts } from '../../content/pages.ts';
import { profile } from '../../content/profile.ts';
import { projects } from '../../content/projects.ts';
import { education, experience } from '../../content/resume.ts';
import { skillCategories } from '../../content/skills.ts';
import { ui } from '../../content/ui.ts';
import { blogTexts } from '../../content/blog-texts.ts';
import type { FieldPath } from '../content-schema/content-issues.ts';
import type { Place } from './finding.ts';

/** One text: a string, words marked with their language (`{ text, lang }`), or a heading (`{ lead, accent }`). */
export type ContentText = Place & { path: FieldPath; text: string; lang?: Language; ownerData: boolean };

/** The exported values read, by file; `ownerData`: the owner's own data, not the screens' texts. */
const CONTENT = [
  { file: 'profile.ts', ownerData: true, values: { profile } },
  { file: 'projects.ts', ownerData: true, values: { projects } },
  { file: 'resume.ts', ownerData: true, values: { experience, education } },
  { file: 'skills.ts', ownerData: true, values: { skillCategories } },
  { file: 'ui.ts', ownerData: false, values: { ui } },
  { file: 'blog-texts.ts', ownerData: false, values: { blogTexts } },
  { file: 'contact-errors.ts', ownerData: false, values: { contactErrors } },
  { file: 'pages.ts', ownerData: false, values: { pageTexts } },
];

export const CONTENT_DIR = 'src/content';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of a value that is one, as a reader sees it. */
function asText(value: unknown): { text: string; lang?: Language } | undefined {
  if (typeof value === 'string') return { text: value };
  if (!isRecord(value)) return undefined;
  const lang = value.lang as Language | undefined;
  if (typeof value.text === 'string') return { text: value.text, lang };
  if (typeof value.lead === 'string' && typeof value.accent === 'string')
    return { text: value.lead + value.accent, lang };
  return undefined;
}

function* walk(value: unknown, path: FieldPath): Generator<{ path: FieldPath; text: string; lang?: Language }> {
  const text = asText(value);
  if (text) yield { path, ...text };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* walk(item, [...path, index]);
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) yield* walk(item, [...path, key]);
}

/** Every text of the content, with where it is written. */
export function contentTexts(): ContentText[] {
  return CONTENT.flatMap(({ file, ownerData, values }) =>
    Object.entries(values).flatMap(([name, value]) =>
      [...walk(value, [name])].map((text) => ({ ...text, ownerData, file: `${CONTENT_DIR}/${file}` })),
    ),
  );
}
