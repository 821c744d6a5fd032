/**
 * Which stores the inbox reads: the deployed site's through the Netlify API with NETLIFY_SITE_ID and
 * NETLIFY_AUTH_TOKEN, else the local `.netlify/blobs-serve` of `npm run dev`, through a blob server of
 * its own for as long as it runs.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { ALERT_STORE, blobsAlertStore, type AlertStore } from '../../observers/alerts/alert-store.ts';
import { blobsHealthStore, HEALTH_STORE, type HealthStore } from '../../observers/health-store.ts';
import { blobsMessageStore, MESSAGE_STORE, type MessageStore } from '../../request/message-store.ts';
import { InboxError } from './inbox.ts';

export type StoreKind = 'local' | 'deployed';

export type OpenedStore = {
  messages: MessageStore;
  alerts: AlertStore;
  health: HealthStore;
  kind: StoreKind;
  description: string;
  close(): Promise<void>;
};

export const localBlobsDirectory = (projectRoot: string) => join(projectRoot, '.netlify', 'blobs-serve');

/** The store of the project's own commands first, then a linked site's, then `netlify dev`'s. */
const preference = (siteID: string) => (siteID === '0' ? 0 : siteID === 'unlinked' ? 2 : 1);

/** "0" (never linked) or the linked site's ID, else `netlify dev`'s "unlinked": `entries/<site ID>/site:<store>`. */
async function localSite(directory: string): Promise<string> {
  const entries = await readdir(join(directory, 'entries'), { withFileTypes: true }).catch(() => []);
  const sites = entries
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(directory, 'entries', entry.name, `site:${MESSAGE_STORE}`)),
    )
    .map((entry) => entry.name);
  return sites.sort((a, b) => preference(a) - preference(b) || a.localeCompare(b))[0] ?? '0';
}

const stores = (open: (name: string) => Store) => ({
  messages: blobsMessageStore(open(MESSAGE_STORE)),
  alerts: blobsAlertStore(open(ALERT_STORE)),
  health: blobsHealthStore(open(HEALTH_STORE)),
});

async function openLocal(projectRoot: string): Promise<OpenedStore> {
  const directory = localBlobsDirectory(projectRoot);
  // Without it nothing was ever kept here, or this is not the project root: say so rather than create it.
  if (!existsSync(directory)) {
    throw new InboxError(
      `No local message store: ${directory} does not exist. Run the inbox from the project root, after ` +
        '`npm run dev` or `npm run preview` has kept a message (or set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to read the deployed site).',
    );
  }
  const siteID = await localSite(directory);
  // The server listens on every interface while the command runs: a fresh random token keeps others out.
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token });
  const url = `http://127.0.0.1:${(await server.start()).port}`;
  return {
    ...stores((name) => getStore({ name, siteID, token, edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' })),
    kind: 'local',
    description: `local store ${relative(projectRoot, directory)} (site ${siteID})`,
    close: async () => void (await server.stop()),
  };
}

export async function openStore(projectRoot: string, env: NodeJS.ProcessEnv): Promise<OpenedStore> {
  const siteID = env.NETLIFY_SITE_ID || undefined;
  const token = env.NETLIFY_AUTH_TOKEN || undefined;
  if (siteID && token) {
    return {
      ...stores((name) => getStore({ name, siteID, token, consistency: 'strong' })),
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
  return openLocal(projectRoot);
}
