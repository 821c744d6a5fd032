/**
 * A post's front matter: five keys, read here rather than by a YAML parser, so anything else stops the
 * build on one line naming the file and line.
 */
import { ownerError } from '../assets/pictures.ts';

export type FrontMatter = { title: string; date: string; summary: string; tags: string[]; draft: boolean };

const KEYS = ['title', 'date', 'summary', 'tags', 'draft'] as const;
const REQUIRED = ['title', 'date', 'summary'] as const;

/** Whether a post is shown on `today` (YYYY-MM-DD): not a draft, and dated today or before. */
export function isPublished({ draft, date }: Pick<FrontMatter, 'draft' | 'date'>, today: string): boolean {
  return !draft && date <= today;
}

/** A value, its quotes taken off when it has them (for a title with a colon or a leading `[`). */
const unquoted = (value: string) => value.replace(/^(["'])(.*)\1$/, '$2');

function valueOf(key: (typeof KEYS)[number], value: string, where: string): FrontMatter[typeof key] {
  if (key === 'draft') {
    if (value !== 'true' && value !== 'false') throw ownerError(`${where}: draft is true or false, not '${value}'`);
    return value === 'true';
  }
  if (key === 'tags') {
    const list = /^\[(.*)\]$/.exec(value);
    if (!list) throw ownerError(`${where}: tags are written as a list, [C89, ncurses]`);
    return list[1]!
      .split(',')
      .map((tag) => unquoted(tag.trim()))
      .filter(Boolean);
  }
  const text = unquoted(value);
  // toJSON, not toISOString: null for a day that does not exist (2026-13-01) rather than a throw.
  if (
    key === 'date' &&
    !(/^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toJSON()?.startsWith(text))
  ) {
    throw ownerError(`${where}: the date is written YYYY-MM-DD, as 2026-03-14, not '${text}'`);
  }
  return text;
}

/** The front matter, and the Markdown with its lines blank, so later messages keep the file's line numbers. */
export function readFrontMatter(markdown: string, file: string): { frontMatter: FrontMatter; body: string } {
  const lines = markdown.split(/\r?\n/);
  const end = lines.indexOf('---', 1);
  if (lines[0] !== '---' || end < 0)
    throw ownerError(
      `${file}:1: a post starts with its front matter between two lines of ---: title, date, summary, tags, draft`,
    );
  const found: Partial<Record<(typeof KEYS)[number], unknown>> = {};
  lines.slice(1, end).forEach((line, index) => {
    const where = `${file}:${index + 2}`;
    if (!line.trim()) return;
    const pair = /^(\w+):\s*(.*?)\s*$/.exec(line);
    const key = KEYS.find((known) => known === pair?.[1]);
    if (!pair || !key)
      throw ownerError(`${where}: a front matter line is one of ${KEYS.join(', ')}, as 'title: My post'`);
    found[key] = valueOf(key, pair[2]!, where);
  });
  const missing = REQUIRED.filter((key) => !found[key]);
  if (missing.length) throw ownerError(`${file}:1: the front matter has no ${missing.join(', ')}`);
  const frontMatter = { tags: [], draft: false, ...found } as FrontMatter;
  return { frontMatter, body: [...lines.slice(0, end + 1).map(() => ''), ...lines.slice(end + 1)].join('\n') };
}
