import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, createServer, type InlineConfig, type Rolldown } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { caseStudies } from '../case-studies/case-studies-plugin.ts';
import { POSTS_DIR } from './post-files.ts';

const TODAY = '2026-03-14';
const PROJECTS = [{ slug: 'snake', tags: ['C89', 'ncurses'] }];
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'posts-'));
  await mkdir(path.join(root, POSTS_DIR), { recursive: true });
  // The pages' code, as src/content/posts.ts and post-keys.ts import the posts.
  await writeFile(
    path.join(root, 'main.js'),
    [
      `export const metas = import.meta.glob('./${POSTS_DIR}/*.md', { query: '?post-meta', import: 'default', eager: true });`,
      `export const keys = import.meta.glob('./${POSTS_DIR}/*.md', { query: '?post-key', import: 'default', eager: true });`,
      `export const bodies = import.meta.glob('./${POSTS_DIR}/*.md', { import: 'default' });`,
    ].join('\n'),
  );
  const post = (title: string, date: string, draft: boolean) =>
    [
      '---',
      `title: ${title}`,
      `date: ${date}`,
      `summary: About ${title}.`,
      'tags: [C89]',
      `draft: ${draft}`,
      '---',
      '',
      `## ${title} body`,
      '',
      'Some words <script>alert(1)</script>.',
    ].join('\n');
  await writeFile(path.join(root, POSTS_DIR, 'ring.fr.md'), post('Published', TODAY, false));
  await writeFile(path.join(root, POSTS_DIR, 'draft.fr.md'), post('Draft', '2026-03-01', true));
  await writeFile(path.join(root, POSTS_DIR, 'later.fr.md'), post('Later', '2026-03-15', false));
});

afterEach(() => rm(root, { recursive: true, force: true }));

const plugins = () => [caseStudies(PROJECTS, { today: TODAY })];

async function buildSite(config: InlineConfig = {}): Promise<Rolldown.OutputChunk[]> {
  // Its exports kept, as the pages use them.
  const input = { rollupOptions: { input: path.join(root, 'main.js'), preserveEntrySignatures: 'strict' as const } };
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    plugins: plugins(),
    ...config,
    build: { write: false, ...input, ...config.build },
  });
  const [output] = Array.isArray(result) ? result : [result as Rolldown.RolldownOutput];
  return output!.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

describe('posts in a production build', () => {
  it('leave out drafts and posts dated after the day of the build, title and body', async () => {
    const code = (await buildSite()).map((chunk) => chunk.code).join('\n');
    expect(code).toContain('Published body');
    expect(code).toContain('About Published.');
    for (const text of ['Draft', 'Later']) expect(code).not.toContain(text);
  });

  it('reach the browser as safe HTML and front matter, no parser with them', async () => {
    const chunks = await buildSite();
    const code = chunks.map((chunk) => chunk.code).join('\n');
    expect(code).toContain('<h2>Published body</h2>');
    expect(code).not.toContain('<script>');
    for (const chunk of chunks)
      expect(Object.keys(chunk.modules).filter((id) => id.includes('node_modules'))).toEqual([]);
  });

  it('stop on one line naming a tag no project has', async () => {
    await writeFile(
      path.join(root, POSTS_DIR, 'tags.fr.md'),
      '---\ntitle: T\ndate: 2026-03-01\nsummary: S\ntags: [Rust]\n---\n',
    );
    const failure = await buildSite().then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toContain(`${POSTS_DIR}/tags.fr.md: a post's tags are the projects' (C89, ncurses), not Rust`);
  });
});

describe('posts under `npm run dev`', () => {
  it('show drafts and posts to come too', async () => {
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      server: { port: 0, middlewareMode: true },
      plugins: plugins(),
    });
    try {
      const meta = async (slug: string) =>
        ((await server.ssrLoadModule(`/${POSTS_DIR}/${slug}.fr.md?post-meta`)) as { default: { title: string } | null })
          .default;
      expect((await meta('draft'))?.title).toBe('Draft');
      expect((await meta('later'))?.title).toBe('Later');
    } finally {
      await server.close();
    }
  });
});
