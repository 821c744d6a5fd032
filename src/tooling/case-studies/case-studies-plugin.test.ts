import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { build, createServer, type InlineConfig, type Rolldown } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasCaseStudy, loadCaseStudy } from '../../content/case-studies.ts';
import { languages, publishedLanguages } from '../../content/languages.ts';
import { projects } from '../../content/projects.ts';
import { caseStudies } from './case-studies-plugin.ts';
import { CASE_STUDIES_DIR, checkCaseStudyNames } from './case-study-files.ts';

const REPOSITORY = path.resolve(import.meta.dirname, '../../..');
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'case-studies-'));
  await mkdir(path.join(root, CASE_STUDIES_DIR), { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><title>Case studies</title><script type="module" src="/main.js"></script>',
  );
  // The page's code, as src/content/case-studies.ts imports the case studies.
  await writeFile(
    path.join(root, 'main.js'),
    `Object.values(import.meta.glob('./${CASE_STUDIES_DIR}/*.md')).forEach((load) => load());`,
  );
});

afterEach(() => rm(root, { recursive: true, force: true }));

/** The browser build of a site, in memory, as `npm run build` makes it. */
async function buildSite(config: InlineConfig): Promise<Rolldown.RolldownOutput['output']> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    ...config,
    build: { write: false, ...config.build },
  });
  const [output] = Array.isArray(result) ? result : [result as Rolldown.RolldownOutput];
  return output!.output;
}

const buildFailure = (config: InlineConfig) =>
  buildSite(config).then(
    () => undefined,
    (error: Error) => error,
  );

const writeCaseStudy = (name: string, markdown: string) => writeFile(path.join(root, CASE_STUDIES_DIR, name), markdown);

describe('the case studies in the build', () => {
  it('stop it on one line naming a case study of no project', async () => {
    await writeCaseStudy('snake.fr.md', '## Fine');
    await writeCaseStudy('snak.fr.md', '## Misspelt');
    const failure = await buildFailure({ root, plugins: [caseStudies([{ slug: 'snake' }, { slug: 'sudoku' }])] });
    expect(failure?.message).toBe(
      `${CASE_STUDIES_DIR}/snak.fr.md: no project has the slug 'snak' in src/content/projects.ts (snake, sudoku)`,
    );
    expect(failure?.stack).toBe(`Error: ${failure?.message}`);
  });

  it('blame a project slug written wrong, not the case study it leaves without a project', async () => {
    await writeCaseStudy('snake.fr.md', '## Fine');
    const failure = await buildFailure({ root, plugins: [caseStudies([{ slug: 'Mon Snake' }, { slug: 'sudoku' }])] });
    expect(failure?.message).toBe(
      "src/content/projects.ts: projects[0].slug is 'Mon Snake': use lower-case letters, digits and hyphens",
    );
  });

  it('stop it on one line naming a case study in no language of the site', async () => {
    await writeCaseStudy('snake.de.md', '## Schlange');
    const failure = await buildFailure({ root, plugins: [caseStudies([{ slug: 'snake' }])] });
    expect(failure?.message).toBe(
      `${CASE_STUDIES_DIR}/snake.de.md: 'de' is not a language of the site (${languages.join(', ')}): name it snake.<lang>.md`,
    );
  });

  it('come to the browser as chunks of their own, their pictures as files at the address their HTML gives', async () => {
    await mkdir(path.join(root, 'src/content/pictures'));
    const source = path.join(root, 'src/content/pictures/board.png');
    await sharp({ create: { width: 320, height: 200, channels: 3, background: '#7cf03d' } })
      .png()
      .toFile(source);
    await writeCaseStudy('snake.fr.md', '## Le plateau\n\n![Le plateau](../pictures/board.png)');
    await writeCaseStudy('snake.en.md', '## The board\n\n![The board](../pictures/board.png)');
    const output = await buildSite({ root, plugins: [caseStudies([{ slug: 'snake' }])] });

    const pictures = output.filter((file) => file.type === 'asset' && file.fileName.endsWith('.png'));
    expect(pictures.map(({ fileName }) => fileName)).toEqual([expect.stringMatching(/^assets\/board-[\w-]{8}\.png$/)]);
    expect(Buffer.from((pictures[0] as Rolldown.OutputAsset).source)).toEqual(await readFile(source));

    const chunks = output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk' && !file.isEntry);
    expect(chunks).toHaveLength(2);
    for (const chunk of chunks) expect(chunk.code).toContain(`src="/${pictures[0]!.fileName}"`);
  });

  it('are served by `vite` with their pictures, at the address the build gives them', async () => {
    await mkdir(path.join(root, 'src/content/pictures'));
    const source = path.join(root, 'src/content/pictures/board.png');
    await sharp({ create: { width: 320, height: 200, channels: 3, background: '#7cf03d' } })
      .png()
      .toFile(source);
    await writeCaseStudy('snake.fr.md', '![Le plateau](../pictures/board.png)');
    const built = await buildSite({ root, plugins: [caseStudies([{ slug: 'snake' }])] });
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      server: { port: 0 },
      plugins: [caseStudies([{ slug: 'snake' }])],
    });
    try {
      await server.listen();
      // As the prerender loads it.
      const { default: html } = (await server.ssrLoadModule(`/${CASE_STUDIES_DIR}/snake.fr.md`)) as { default: string };
      const url = /src="([^"]+)"/.exec(html)![1]!;
      expect(built.map(({ fileName }) => `/${fileName}`)).toContain(url);
      const response = await fetch(new URL(url, server.resolvedUrls!.local[0]));
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(await readFile(source));
    } finally {
      await server.close();
    }
  });

  it('reach the browser as text alone: no Markdown parser, highlighter or other package in the bundle', async () => {
    const output = await buildSite({
      root: REPOSITORY,
      plugins: [caseStudies()],
      // Its exports kept, as the pages use them.
      build: { rollupOptions: { input: 'src/content/case-studies.ts', preserveEntrySignatures: 'strict' } },
    });
    const chunks = output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    const caseStudyChunks = chunks.filter((chunk) => !chunk.isEntry);
    const files = Object.keys(import.meta.glob('../../content/projects/*.md'));
    expect(caseStudyChunks).toHaveLength(files.length);
    for (const chunk of caseStudyChunks) {
      expect(Object.keys(chunk.modules)).toEqual([expect.stringMatching(/\.md$/)]);
      expect(chunk.imports).toEqual([]);
    }
    for (const chunk of chunks)
      expect(Object.keys(chunk.modules).filter((id) => id.includes('node_modules'))).toEqual([]);
  });
});

describe("the site's case studies", () => {
  it('each name a project and a language of the site, as the build asks', () => {
    expect(() => checkCaseStudyNames(REPOSITORY, projects)).not.toThrow();
  });

  it('is null for a project and language without one', async () => {
    const missing = projects.flatMap((project) =>
      publishedLanguages
        .filter((lang) => !hasCaseStudy(project.slug, lang))
        .map((lang) => [project.slug, lang] as const),
    );
    for (const [slug, lang] of [...missing, ['not-a-project', publishedLanguages[0]] as const])
      expect(await loadCaseStudy(slug, lang)).toBeNull();
  });
});
