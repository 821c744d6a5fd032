/**
 * Which stores the inbox reads: the deployed site's through the Netlify API with NETLIFY_SITE_ID and
 * NETLIFY_AUTH_TOKEN, else the local `.netlify/blobs-serve` of `npm run dev`, through a blob server of
 * its own for as long as it runs. That directory may hold several sites' stores: `--site` picks one.
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

export type OtherStore = { site: string; description: string };

export type OpenedStore = {
  messages: MessageStore;
  alerts: AlertStore;
  health: HealthStore;
  kind: StoreKind;
  description: string;
  others: OtherStore[];
  close(): Promise<void>;
};

export const localBlobsDirectory = (projectRoot: string) => join(projectRoot, '.netlify', 'blobs-serve');

/** `entries/<site ID>/site:<store name>`. */
const siteStoreDirectory = (directory: string, siteID: string) =>
  join(directory, 'entries', siteID, `site:${MESSAGE_STORE}`);

/** The store of the project's own commands first, then a linked site's, then `netlify dev`'s. */
const preference = (siteID: string) => (siteID === '0' ? 0 : siteID === 'unlinked' ? 2 : 1);

/** The default first: "0" (never linked) or the linked site's ID, then `netlify dev`'s "unlinked". */
async function localSites(directory: string): Promise<string[]> {
  const entries = await readdir(join(directory, 'entries'), { withFileTypes: true }).catch(() => []);
  const sites = entries
    .filter((entry) => entry.isDirectory() && existsSync(siteStoreDirectory(directory, entry.name)))
    .map((entry) => entry.name);
  return sites.sort((a, b) => preference(a) - preference(b) || a.localeCompare(b));
}

function chooseSite(found: string[], wanted: string | undefined, shown: string): string {
  if (wanted === undefined) return found[0] ?? '0';
  if (found.includes(wanted)) return wanted;
  const there = found.length > 0 ? `it holds ${found.map((site) => `site ${site}`).join(', ')}` : 'it holds none';
  throw new InboxError(`No local message store of site ${wanted} in ${shown}: ${there}.`);
}

const localDescription = (shown: string, siteID: string) => `local store ${shown} (site ${siteID})`;

async function openLocal(projectRoot: string, wantedSite: string | undefined): Promise<OpenedStore> {
  const directory = localBlobsDirectory(projectRoot);
  const shown = relative(projectRoot, directory);
  // Without it nothing was ever kept here, or this is not the project root: say so rather than create it.
  if (!existsSync(directory)) {
    throw new InboxError(
      `No local message store: ${directory} does not exist. Run the inbox from the project root, after ` +
        '`npm run dev` or `npm run preview` has kept a message (or set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to read the deployed site).',
    );
  }
  const found = await localSites(directory);
  const siteID = chooseSite(found, wantedSite, shown);
  // The server listens on every interface while the command runs: a fresh random token keeps others out.
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const open = (name: string) =>
    getStore({ name, siteID, token, edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' });
  return {
    ...stores(open),
    kind: 'local',
    description: localDescription(shown, siteID),
    others: found
      .filter((site) => site !== siteID)
      .map((site) => ({ site, description: localDescription(shown, site) })),
    close: async () => void (await server.stop()),
  };
}

const stores = (open: (name: string) => Store) => ({
  messages: blobsMessageStore(open(MESSAGE_STORE)),
  alerts: blobsAlertStore(open(ALERT_STORE)),
  health: blobsHealthStore(open(HEALTH_STORE)),
});

function openDeployed(siteID: string, token: string): OpenedStore {
  return {
    ...stores((name) => getStore({ name, siteID, token, consistency: 'strong' })),
    kind: 'deployed',
    description: `deployed site ${siteID} (Netlify API)`,
    others: [],
    close: async () => {},
  };
}

export async function openStore(projectRoot: string, env: NodeJS.ProcessEnv, localSite?: string): Promise<OpenedStore> {
  const siteID = env.NETLIFY_SITE_ID || undefined;
  const token = env.NETLIFY_AUTH_TOKEN || undefined;
  if (siteID && token) {
    if (localSite !== undefined)
      throw new InboxError(
        '--site picks a local store, but NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set: unset them to read a local one.',
      );
    return openDeployed(siteID, token);
  }
  if (siteID || token) {
    const [set, unset] = siteID ? ['NETLIFY_SITE_ID', 'NETLIFY_AUTH_TOKEN'] : ['NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID'];
    throw new InboxError(
      `${set} is set but ${unset} is not: set both to read the deployed site's store, or neither to read the local one.`,
    );
  }
  return openLocal(projectRoot, localSite);
}
