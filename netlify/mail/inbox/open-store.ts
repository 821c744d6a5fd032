/**
 * Which message store the inbox reads.
 *
 * - With NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN both set: the deployed site's, through the
 *   Netlify API (a personal access token of the site's owner).
 * - Otherwise the local one that `npm run dev` and `npm run preview` keep: @netlify/dev serves
 *   `<project root>/.netlify/blobs-serve` with a blob server of its own, which no other process
 *   can reach. So the inbox starts another blob server on the same directory for as long as it
 *   runs. The project root is the working directory: npm runs `npm run inbox` in the package
 *   root wherever it is typed, and tests point it at a scratch project.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { blobsMessageStore, MESSAGE_STORE, type MessageStore } from '../message-store.ts';
import { InboxError } from './inbox.ts';

export type StoreKind = 'local' | 'deployed';

export type OpenedStore = {
  messages: MessageStore;
  kind: StoreKind;
  /** Which store this is, for the owner. */
  description: string;
  close(): Promise<void>;
};

/** The directory @netlify/dev keeps local blobs in. */
export const localBlobsDirectory = (projectRoot: string) => join(projectRoot, '.netlify', 'blobs-serve');

/**
 * @netlify/dev files a project's blobs under its site ID: the linked Netlify site's, or "0" for
 * a project never linked. One site directory on disk is the one in use.
 */
async function localSiteId(directory: string): Promise<string> {
  const entries = await readdir(join(directory, 'entries'), { withFileTypes: true }).catch(() => []);
  const sites = entries.filter((entry) => entry.isDirectory());
  return sites.length === 1 ? sites[0]!.name : '0';
}

async function openLocal(projectRoot: string): Promise<OpenedStore> {
  const directory = localBlobsDirectory(projectRoot);
  const shown = relative(projectRoot, directory);
  // Without it nothing was ever kept here, or this is not the project root: say so rather than create it.
  if (!existsSync(directory)) {
    throw new InboxError(
      `No local message store: ${directory} does not exist. Run the inbox from the project root, after ` +
        '`npm run dev` or `npm run preview` has kept a message (or set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to read the deployed site).',
    );
  }
  const siteID = await localSiteId(directory);
  // The server listens on every interface while the command runs: a fresh random token keeps others out.
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const store = getStore({ name: MESSAGE_STORE, siteID, token, edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' });
  return {
    messages: blobsMessageStore(store),
    kind: 'local',
    description: `local store ${shown} (site ${siteID})`,
    close: async () => void (await server.stop()),
  };
}

function openDeployed(siteID: string, token: string): OpenedStore {
  const store = getStore({ name: MESSAGE_STORE, siteID, token, consistency: 'strong' });
  return {
    messages: blobsMessageStore(store),
    kind: 'deployed',
    description: `deployed site ${siteID} (Netlify API)`,
    close: async () => {},
  };
}

export async function openStore(projectRoot: string, env: NodeJS.ProcessEnv): Promise<OpenedStore> {
  const siteID = env.NETLIFY_SITE_ID || undefined;
  const token = env.NETLIFY_AUTH_TOKEN || undefined;
  if (siteID && token) return openDeployed(siteID, token);
  if (siteID || token) {
    const [set, unset] = siteID ? ['NETLIFY_SITE_ID', 'NETLIFY_AUTH_TOKEN'] : ['NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID'];
    throw new InboxError(`${set} is set but ${unset} is not: set both to read the deployed site's store, or neither to read the local one.`);
  }
  return openLocal(projectRoot);
}
