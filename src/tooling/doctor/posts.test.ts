import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageDetails } from '../../content/languages.ts';
import { readFrontMatter } from '../posts/front-matter.ts';
import { POSTS_DIR } from '../posts/post-files.ts';
import { postFindings } from './posts.ts';

const TODAY = '2026-03-14';
// Two languages, whatever the content publishes: the warning is about a site that has both.
const BOTH = ['fr', 'en'] as const;
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'doctor-posts-'));
  await mkdir(path.join(root, POSTS_DIR), { recursive: true });
});

afterEach(() => rm(root, { recursive: true, force: true }));

const markdown = (...lines: string[]) => ['---', ...lines, '---', '', 'Some words.'].join('\n');
const published = markdown('title: Ring', `date: ${TODAY}`, 'summary: What a ring buffer taught me.', 'tags: []');
const write = (name: string, text: string) => writeFile(path.join(root, POSTS_DIR, name), text);

describe("the doctor's look at the posts", () => {
  it('warns on a post published in one language only, naming the translation to write or publish', async () => {
    await write('ring.fr.md', published);
    await write('ring.en.md', published);
    await write('solo.fr.md', published);
    await write('half.en.md', published);
    await write('half.fr.md', published.replace('tags: []', 'draft: true'));
    await write('soon.fr.md', published.replace(TODAY, '2026-03-15'));
    const [fr, en] = BOTH.map((lang) => languageDetails[lang].name);
    expect(postFindings(root, BOTH, TODAY).toSorted((a, b) => a.file.localeCompare(b.file))).toEqual([
      {
        file: `${POSTS_DIR}/half.en.md`,
        line: undefined,
        severity: 'warning',
        text: `'half' is published in ${en} only: the ${fr} pages never list it (write or publish half.fr.md)`,
      },
      {
        file: `${POSTS_DIR}/solo.fr.md`,
        line: undefined,
        severity: 'warning',
        text: `'solo' is published in ${fr} only: the ${en} pages never list it (write or publish solo.en.md)`,
      },
    ]);
  });

  it('says nothing of a post in one language on a site published in one', async () => {
    await write('solo.fr.md', published);
    expect(postFindings(root, ['fr'], TODAY)).toEqual([]);
  });

  it('names a post with no summary as the build does, which stops on it', async () => {
    const file = `${POSTS_DIR}/bare.fr.md`;
    const bare = markdown('title: Bare', `date: ${TODAY}`);
    await write('bare.fr.md', bare);
    await write('Bad Name.fr.md', published);
    const build = (() => {
      try {
        readFrontMatter(bare, file);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    const [noSummary, badName] = postFindings(root, BOTH, TODAY).toSorted((a, b) => b.file.localeCompare(a.file));
    expect(noSummary).toMatchObject({ file, line: 1, severity: 'error', text: 'the front matter has no summary' });
    expect(`${noSummary!.file}:${noSummary!.line}: ${noSummary!.text}`).toBe(build);
    expect(badName).toMatchObject({
      file: `${POSTS_DIR}/Bad Name.fr.md`,
      severity: 'error',
      text: expect.stringContaining("a post's slug is its address"),
    });
  });
});
