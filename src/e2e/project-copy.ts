/**
 * Copies of the project that the browser tests serve from: a server keeps its local stores under
 * its project's `.netlify/`, so a copy's are its own, and the owner's (what `npm run inbox` reads
 * in the project) never get a message, a count or a visit from a test.
 */
import { cp, mkdir, readdir, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** What the functions run from. */
const FUNCTION_SOURCES = ['package.json', 'netlify.toml', 'netlify', 'src'];
/** What `npm run dev` runs from besides: Vite's page, its config, the lockfile its dependency cache is keyed on, the offline mocks. */
const DEV_SOURCES = [
  ...FUNCTION_SOURCES,
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'mocks',
];

/** `root`, emptied, with `copied`: the functions' bundler follows real paths, so sources are copied and the rest linked. */
async function copy(root: string, copied: string[]) {
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  for (const entry of copied) await cp(join(projectRoot, entry), join(root, entry), { recursive: true });
  await symlink(join(projectRoot, 'dist'), join(root, 'dist'));
}

/** A copy the suite's build and its functions are served from (`npm run preview`), its packages the project's. */
export async function copyForPreview(root: string): Promise<string> {
  await copy(root, FUNCTION_SOURCES);
  await symlink(join(projectRoot, 'node_modules'), join(root, 'node_modules'));
  return root;
}

/**
 * A copy `npm run dev` serves: each package linked, but Vite's cache (node_modules/.vite) its own, so
 * the dependencies Vite prepares for the copy never replace those of the owner's `npm run dev`.
 */
export async function copyForDev(root: string): Promise<string> {
  await copy(root, DEV_SOURCES);
  const packages = join(projectRoot, 'node_modules');
  await mkdir(join(root, 'node_modules'));
  for (const entry of await readdir(packages))
    if (entry !== '.vite') await symlink(join(packages, entry), join(root, 'node_modules', entry));
  return root;
}
