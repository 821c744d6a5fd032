/**
 * Packs a function as Netlify's build does, on the Node line netlify.toml gives it:
 * @netlify/zip-it-and-ship-it traces a v2 function's imports with NFT and ships the files as they
 * are, whatever netlify.toml's node_bundler says. Here, not beside the function: it is a build tool.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipFunction } from '@netlify/zip-it-and-ship-it';
import type { Packer } from '../../../netlify/bench/mail-function.ts';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

export const packFunction: Packer = async (fn, destination, archiveFormat) => {
  const nodeVersion = /^\s*NODE_VERSION\s*=\s*"(\d+)"/m.exec(
    await readFile(join(projectRoot, 'netlify.toml'), 'utf8'),
  )?.[1];
  if (!nodeVersion) throw new Error('netlify.toml sets no NODE_VERSION');
  const packed = await zipFunction(join(projectRoot, fn), destination, {
    archiveFormat,
    basePath: projectRoot,
    repositoryRoot: projectRoot,
    config: { '*': { nodeVersion } },
  });
  if (!packed) throw new Error(`zip-it-and-ship-it did not pack ${fn}`);
  return packed.path;
};
