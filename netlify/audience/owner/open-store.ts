/**
 * Which audience store `npm run links` and `npm run stats` read (../../mail/owner/owner-blobs.ts):
 * the deployed site's, else the local one of `npm run dev` and `npm run preview` (site `0`, or
 * `--site`), made if there is none yet.
 */
import { mkdir } from 'node:fs/promises';
import type { Store } from '@netlify/blobs';
import { deployedBlobs, localBlobs, localBlobsDirectory } from '../../mail/owner/owner-blobs.ts';
import { AUDIENCE_STORE } from '../store.ts';

export type OpenedAudience = { store: Store; description: string; close(): Promise<void> };

/** Where an owner's command runs and writes. */
export type Io = { cwd: string; env: NodeJS.ProcessEnv; stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream };

export async function openAudienceStore(
  projectRoot: string,
  env: NodeJS.ProcessEnv,
  site = '0',
): Promise<OpenedAudience> {
  let blobs = deployedBlobs(env);
  if (!blobs) {
    await mkdir(localBlobsDirectory(projectRoot), { recursive: true });
    blobs = await localBlobs(projectRoot, site);
  }
  return { store: blobs.open(AUDIENCE_STORE), description: blobs.description, close: blobs.close };
}

/**
 * Runs an owner's command on the audience store (`site`: the local store of another site): says
 * which store it reads, closes it after, and turns a failure into its message and exit status 1.
 */
export async function withAudienceStore(
  io: Io,
  site: string | undefined,
  command: (store: Store) => Promise<number>,
): Promise<number> {
  let opened: OpenedAudience | undefined;
  try {
    opened = await openAudienceStore(io.cwd, io.env, site);
    io.stderr.write(`Reading ${opened.description}\n`);
    return await command(opened.store);
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await opened?.close();
  }
}
