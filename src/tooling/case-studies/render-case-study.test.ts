import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CASE_STUDIES_DIR } from './case-study-files.ts';
import { renderCaseStudy } from './render-case-study.ts';

let root: string;
const FILE = `${CASE_STUDIES_DIR}/snake.fr.md`;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'case-study-'));
  await mkdir(path.join(root, CASE_STUDIES_DIR), { recursive: true });
});

afterEach(() => rm(root, { recursive: true, force: true }));

const render = (markdown: string) => renderCaseStudy(markdown, path.join(root, FILE), root);
const failure = (markdown: string) =>
  render(markdown).then(
    () => undefined,
    (error: Error) => error.message,
  );

describe('a case study', () => {
  it('comes out safe from hostile Markdown: no script, no handler, no javascript: address, no raw HTML', async () => {
    const { html, warnings } = await render(
      [
        'Intro <script>alert(1)</script> end.',
        '',
        '<img src="x" onerror="alert(1)">',
        '',
        '<a href="https://example.com" onclick="alert(2)">raw link</a> <style>p{}</style> <iframe src="https://example.com"></iframe>',
        '',
        '[click](javascript:alert(3)) [shout](JAVASCRIPT:alert(4)) [data](data:text/html,<script>alert(5)</script>)',
        '',
        '<div style="color:red">styled</div>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|<style|<iframe|<img|<div|onerror|onclick|javascript:|data:|style=/i);
    expect(html).toContain('Intro');
    expect(html).toContain('click');
    expect(warnings[0]).toBe(`${FILE}:1: raw HTML is left out; write Markdown`);
  });

  it('highlights code with classes, never a style attribute, and lets the keyboard scroll it', async () => {
    const { html } = await render(['```c', 'static int score = 0; /* points */', 'return score;', '```'].join('\n'));
    expect(html).toContain('<pre tabindex="0"><code class="hljs language-c">');
    expect(html).toContain('<span class="hljs-keyword">return</span>');
    expect(html).toContain('<span class="hljs-comment">/* points */</span>');
    expect(html).not.toContain('style');
  });

  it('starts its outline at h2, below the page title, whatever level it starts at', async () => {
    expect((await render('# Problem\n\n## Detail\n\n# Lessons')).html).toBe(
      '<h2>Problem</h2>\n<h3>Detail</h3>\n<h2>Lessons</h2>',
    );
    expect((await render('### Problem\n\n#### Detail')).html).toBe('<h2>Problem</h2>\n<h3>Detail</h3>');
  });

  it('stops the build on a heading that skips a level, naming the file and line', async () => {
    expect(await failure('## Problem\n\ntext\n\n#### Detail')).toBe(
      `${FILE}:5: this heading skips a level (write at most ###)`,
    );
  });

  it('stops the build on a footnote, whose labels would be English on a French page', async () => {
    expect(await failure('A claim.[^1]\n\n[^1]: The source.')).toBe(
      `${FILE}:1: footnotes are not supported; write the note in the text`,
    );
  });

  it('shows a picture from the repository with its size, lazily, at an address that follows its content', async () => {
    await mkdir(path.join(root, 'src/content/pictures'));
    const picture = path.join(root, 'src/content/pictures/snake board.png');
    await sharp({ create: { width: 320, height: 200, channels: 3, background: '#286c0b' } })
      .png()
      .toFile(picture);
    const { html, pictures } = await render('![The board](<../pictures/snake board.png>)');
    expect(pictures).toEqual([
      { file: picture, url: expect.stringMatching(/^\/assets\/snake-board-[\w-]{8}\.png$/), width: 320, height: 200 },
    ]);
    expect(html).toBe(
      `<p><img src="${pictures[0]!.url}" alt="The board" width="320" height="200" loading="lazy" decoding="async"></p>`,
    );
  });

  it('stops the build on a picture that is not a file of the repository', async () => {
    const notAFile =
      'a picture is a file of the repository, written relative to the case study (as ../pictures/name.png), not';
    expect(await failure('text\n\n![x](https://example.com/x.png)')).toBe(
      `${FILE}:3: ${notAFile} 'https://example.com/x.png'`,
    );
    expect(await failure('![x](javascript:alert(1))')).toBe(`${FILE}:1: ${notAFile} this address`);
    expect(await failure('![x](../pictures/none.png)')).toBe(`${FILE}:1: no picture at ../pictures/none.png`);
  });
});
