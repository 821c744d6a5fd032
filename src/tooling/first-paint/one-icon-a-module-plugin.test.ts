import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { oneIconAModule } from './one-icon-a-module-plugin.ts';

const iconsDir = path.dirname(createRequire(import.meta.url).resolve('react-icons'));
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'one-icon-'));
  await mkdir(path.join(root, 'src'));
  // Two pages, each showing an icon of the same set, and an entry that loads either.
  await writeFile(
    path.join(root, 'src/menu.tsx'),
    `import { FaBars } from 'react-icons/fa';\nexport const Menu = () => <FaBars />;`,
  );
  await writeFile(
    path.join(root, 'src/links.tsx'),
    `import { FaGithub } from 'react-icons/fa';\nexport const Links = () => <FaGithub />;`,
  );
  await writeFile(
    path.join(root, 'src/main.js'),
    `export const pages = [import('./menu.tsx'), import('./links.tsx')];`,
  );
});

afterEach(() => rm(root, { recursive: true, force: true }));

/** The icon's path as the set draws it. */
async function iconPath(name: string): Promise<string> {
  const set = await readFile(path.join(iconsDir, 'fa/index.mjs'), 'utf8');
  return new RegExp(`export function ${name} \\(props\\) \\{\\n.*?"d":"([^"]{20})`).exec(set)![1]!;
}

/** Each page's code as a browser fetches it: its chunk and the chunks that one imports. */
async function pageCode(): Promise<Record<string, string>> {
  const result = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    plugins: [oneIconAModule()],
    resolve: {
      alias: [{ find: /^react-icons\/(\w+)$/, replacement: `${iconsDir}/$1/index.mjs` }],
    },
    build: {
      write: false,
      rollupOptions: { input: path.join(root, 'src/main.js'), external: [/^react(\/|$)/] },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map(
    result.output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const withImports = (file: string): string =>
    [
      chunks.get(file)!.code,
      ...chunks
        .get(file)!
        .imports.filter((i) => chunks.has(i))
        .map(withImports),
    ].join('\n');
  return Object.fromEntries(
    [...chunks.values()].flatMap((chunk) =>
      chunk.facadeModuleId?.match(/(menu|links)\.tsx$/)
        ? [[chunk.facadeModuleId.match(/(\w+)\.tsx$/)![1]!, withImports(chunk.fileName)]]
        : [],
    ),
  );
}

it('puts an icon in the code of the pages that show it only', async () => {
  const [bars, github] = await Promise.all([iconPath('FaBars'), iconPath('FaGithub')]);
  const { menu, links } = await pageCode();
  expect(menu).toContain(bars);
  expect(menu).not.toContain(github);
  expect(links).toContain(github);
  expect(links).not.toContain(bars);
});
