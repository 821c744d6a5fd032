/**
 * The blobs an owner's command reads (`npm run inbox`, `links`, `stats`): the deployed site's
 * through the Netlify API with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN, else the local
 * `.netlify/blobs-serve` of `npm run dev` and `npm run preview`, through a blob server of its own
 * for as long as the command runs.
 */
import { randomBytes } from 'node:crypto';
import { join, relative } from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { InboxError } from './inbox/inbox.ts';

export type OwnerBlobs = {
  open(name: string): Store;
  kind: 'local' | 'deployed';
  description: string;
  close(): Promise<void>;
};

export const localBlobsDirectory = (projectRoot: string) => join(projectRoot, '.netlify', 'blobs-serve');

/** The deployed site's blobs when both settings are there, none when neither is. */
export function deployedBlobs(env: NodeJS.ProcessEnv): OwnerBlobs | undefined {
  const siteID = env.NETLIFY_SITE_ID || undefined;
  const token = env.NETLIFY_AUTH_TOKEN || undefined;
  if (siteID && token) {
    return {
      open: (name) => getStore({ name, siteID, token, consistency: 'strong' }),
      kind: 'deployed',
      description: `deployed site ${siteID} (Netlify API)`,
      close: async () => {},
    };
  }
  if (siteID || token) {
    const [set, unset] = siteID ? ['NETLIFY_SITE_ID', 'NETLIFY_AUTH_TOKEN'] : ['NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID'];
    throw new InboxError(
      `${set} is set but ${unset} is not: set both to read the deployed site's store, or neither to read the local one.`,
    );
  }
  return undefined;
}

/** The local blobs of `siteID`. */
export async function localBlobs(projectRoot: string, siteID: string): Promise<OwnerBlobs> {
  const directory = localBlobsDirectory(projectRoot);
  // The server listens on every interface while the command runs: a fresh random token keeps others out.
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token });
  const url = `http://127.0.0.1:${(await server.start()).port}`;
  return {
    open: (name) => getStore({ name, siteID, token, edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' }),
    kind: 'local',
    description: `local store ${relative(projectRoot, directory)} (site ${siteID})`,
    close: async () => void (await server.stop()),
  };
}
