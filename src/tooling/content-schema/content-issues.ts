/** The content checked against src/content/schema.ts: one line per problem, naming the file and the field. */
import * as v from 'valibot';
import { startHasPassed } from '../../content/availability.ts';
import * as contactErrors from '../../content/contact-errors.ts';
import * as legal from '../../content/legal.ts';
import * as pages from '../../content/pages.ts';
import * as profile from '../../content/profile.ts';
import * as projects from '../../content/projects.ts';
import * as resume from '../../content/resume.ts';
import { contentSchema } from '../../content/schema.ts';
import * as skills from '../../content/skills.ts';
import * as ui from '../../content/ui.ts';

export type ContentFile = keyof typeof contentSchema;

/** Each file's exports, as the schema reads them. */
export type Content = Partial<Record<ContentFile, unknown>>;

export const siteContent: Content = {
  'profile.ts': profile,
  'projects.ts': projects,
  'resume.ts': resume,
  'skills.ts': skills,
  'ui.ts': ui,
  'pages.ts': pages,
  'legal.ts': legal,
  'contact-errors.ts': contactErrors,
};

/** A problem: its file, its field (`projects[0].slug`), and what is wrong with it, the field first. */
export type ContentIssue = { file: string; field: string; text: string };

/** The line the build prints: `src/content/projects.ts: projects[0].slug is …`. */
export const issueLine = (issue: ContentIssue) => `${issue.file}: ${issue.text}`;

/** A field of an exported value, from the export's name down: `['projects', 0, 'liveLink']`. */
export type FieldPath = readonly unknown[];

/** `projects[0].liveLink`, as the build and the doctor name a field. */
export const fieldName = (path: FieldPath) =>
  path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join('');

/** What valibot says of a value of the wrong kind, in the words of the schema's own messages. */
const wrongKind = (issue: v.BaseIssue<unknown>) =>
  issue.received === 'undefined' ? 'is missing' : `is ${issue.received}, not ${issue.expected}`;

export function fileIssues(file: ContentFile, exports: unknown): ContentIssue[] {
  const { issues = [] } = v.safeParse(contentSchema[file], exports, { message: wrongKind });
  return issues.map((issue) => {
    const field = fieldName(issue.path?.map((item) => item.key) ?? []);
    return { file: `src/content/${file}`, field, text: `${field} ${issue.message}` };
  });
}

export const contentIssues = (content: Content = siteContent): ContentIssue[] =>
  Object.entries(content).flatMap(([file, exports]) => fileIssues(file as ContentFile, exports));

/** What the build and the doctor say without stopping: a start month already over. */
export function contentWarnings({ seeking } = profile.profile, now = new Date()): ContentIssue[] {
  if (!seeking || !startHasPassed(seeking, now)) return [];
  const field = 'profile.seeking.start';
  const text = `${field} is '${seeking.start}', a month already over: the availability line offers a start in the past; write the first month you can start, or set seeking to null`;
  return [{ file: 'src/content/profile.ts', field, text }];
}
