/**
 * Which audience store `npm run links` and `npm run stats` read, as `npm run inbox` does
 * (../../mail/owner/inbox/open-store.ts): the deployed site's with NETLIFY_SITE_ID and
 * NETLIFY_AUTH_TOKEN, else the local one of `npm run dev` and `npm run preview` (site `0`, or
 * `--site`), through a blob server of its own on `.netlify/blobs-serve` while the command runs.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { localBlobsDirectory } from '../../mail/owner/inbox/open-store.ts';
import { AUDIENCE_STORE } from '../store.ts';

export type OpenedAudience = { store: Store; description: string; close(): Promise<void> };

/** Where an owner's command runs and writes. */
export type Io = { cwd: string; env: NodeJS.ProcessEnv; stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream };

export async function openAudienceStore(
  projectRoot: string,
  env: NodeJS.ProcessEnv,
  site = '0',
): Promise<OpenedAudience> {
  const { NETLIFY_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: token } = env;
  if (siteID && token) {
    return {
      store: getStore({ name: AUDIENCE_STORE, siteID, token, consistency: 'strong' }),
      description: `deployed site ${siteID} (Netlify API)`,
      close: async () => {},
    };
  }
  if (siteID || token)
    throw new Error(
      'Set both NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to read the deployed site, or neither to read the local store.',
    );
  const directory = localBlobsDirectory(projectRoot);
  await mkdir(directory, { recursive: true });
  // The server listens while the command runs: a fresh random token keeps others out.
  const localToken = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token: localToken });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  return {
    store: getStore({
      name: AUDIENCE_STORE,
      siteID: site,
      token: localToken,
      edgeURL: url,
      uncachedEdgeURL: url,
      consistency: 'strong',
    }),
    description: `local store .netlify/blobs-serve (site ${site})`,
    close: async () => void (await server.stop()),
  };
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
