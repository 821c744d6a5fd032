import { describe, expect, it } from 'vitest';
import { isPublished, readFrontMatter } from './front-matter.ts';

const FILE = 'src/content/posts/ring.fr.md';
const post = (...lines: string[]) => ['---', ...lines, '---', '', '## Body'].join('\n');
const failure = (markdown: string) => {
  try {
    readFrontMatter(markdown, FILE);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("a post's front matter", () => {
  it('gives the title, date, summary, tags and draft flag, and keeps the body on its own lines', () => {
    const { frontMatter, body } = readFrontMatter(
      post(
        'title: "Ring: a buffer"',
        'date: 2026-03-14',
        'summary: What I learnt.',
        'tags: [C89, ncurses]',
        'draft: true',
      ),
      FILE,
    );
    expect(frontMatter).toEqual({
      title: 'Ring: a buffer',
      date: '2026-03-14',
      summary: 'What I learnt.',
      tags: ['C89', 'ncurses'],
      draft: true,
    });
    expect(body.split('\n').indexOf('## Body')).toBe(8);
  });

  it('has no tags and is no draft unless it says so', () => {
    expect(readFrontMatter(post('title: T', 'date: 2026-03-14', 'summary: S'), FILE).frontMatter).toMatchObject({
      tags: [],
      draft: false,
    });
  });

  it('stops the build on one line naming the file and line of a mistake', () => {
    expect(failure('## No front matter')).toBe(
      `${FILE}:1: a post starts with its front matter between two lines of ---: title, date, summary, tags, draft`,
    );
    expect(failure(post('title: T', 'date: 14/03/2026', 'summary: S'))).toBe(
      `${FILE}:3: the date is written YYYY-MM-DD, as 2026-03-14, not '14/03/2026'`,
    );
    expect(failure(post('title: T', 'date: 2026-02-30', 'summary: S'))).toBe(
      `${FILE}:3: the date is written YYYY-MM-DD, as 2026-03-14, not '2026-02-30'`,
    );
    expect(failure(post('title: T', 'date: 2026-13-01', 'summary: S'))).toBe(
      `${FILE}:3: the date is written YYYY-MM-DD, as 2026-03-14, not '2026-13-01'`,
    );
    expect(failure(post('title: T', 'date: 2026-03-14', 'summary: S', 'draft: yes'))).toBe(
      `${FILE}:5: draft is true or false, not 'yes'`,
    );
    expect(failure(post('title: T', 'date: 2026-03-14', 'summary: S', 'tags: C89'))).toBe(
      `${FILE}:5: tags are written as a list, [C89, ncurses]`,
    );
    expect(failure(post('title: T', 'dte: 2026-03-14', 'summary: S'))).toBe(
      `${FILE}:3: a front matter line is one of title, date, summary, tags, draft, as 'title: My post'`,
    );
    expect(failure(post('title: T', 'date: 2026-03-14'))).toBe(`${FILE}:1: the front matter has no summary`);
  });

  it('publishes a post that is no draft, from its day on', () => {
    expect(isPublished({ draft: false, date: '2026-03-14' }, '2026-03-14')).toBe(true);
    expect(isPublished({ draft: false, date: '2026-03-15' }, '2026-03-14')).toBe(false);
    expect(isPublished({ draft: true, date: '2026-03-01' }, '2026-03-14')).toBe(false);
  });
});
