/**
 * The mail function as Netlify deploys it: packed by @netlify/zip-it-and-ship-it, the packer of
 * Netlify's builds and CLI (here the copy @netlify/dev brings). A v2 function is always traced with
 * NFT: the files it imports are shipped as they are (TypeScript transpiled file by file), not
 * bundled into one, whatever netlify.toml's node_bundler says.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { zipFunction } from '@netlify/zip-it-and-ship-it';

const FUNCTION = 'netlify/functions/mail.ts';

export type MailPackage = {
  /** The deployed archive. */
  zipBytes: number;
  /** Its content, unpacked, and how many files. */
  bytes: number;
  files: number;
};

/** The Node line netlify.toml gives Netlify's build, which v2 functions run on too. */
async function deployedNodeVersion(root: string): Promise<string> {
  const version = /^\s*NODE_VERSION\s*=\s*"(\d+)"/m.exec(await readFile(join(root, 'netlify.toml'), 'utf8'))?.[1];
  if (!version) throw new Error('netlify.toml sets no NODE_VERSION');
  return version;
}

async function pack(destination: string, archiveFormat: 'zip' | 'none') {
  const root = process.cwd();
  const nodeVersion = await deployedNodeVersion(root);
  const result = await zipFunction(FUNCTION, destination, { archiveFormat, basePath: root, repositoryRoot: root, config: { '*': { nodeVersion } } });
  if (!result) throw new Error(`zip-it-and-ship-it did not pack ${FUNCTION}`);
  return result.path;
}

async function sizeOf(directory: string) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map(async (file) => (await stat(join(file.parentPath, file.name))).size));
  return { bytes: sizes.reduce((total, size) => total + size, 0), files: files.length };
}

/** Packs the function in `directory`; `module` is the user module as shipped, for a cold start. */
export async function packMailFunction(directory: string): Promise<MailPackage & { module: string }> {
  const zip = await pack(join(directory, 'zip'), 'zip');
  const unpacked = await pack(join(directory, 'unpacked'), 'none');
  return { zipBytes: (await stat(zip)).size, ...(await sizeOf(unpacked)), module: join(unpacked, FUNCTION.replace(/\.ts$/, '.mjs')) };
}
