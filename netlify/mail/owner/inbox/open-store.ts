/**
 * Which stores the inbox reads (../owner-blobs.ts): the deployed site's, else the local one of
 * `npm run dev` and `npm run preview`, which must exist.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ALERT_STORE, blobsAlertStore } from '../../observers/alerts/alert-store.ts';
import { blobsHealthStore, HEALTH_STORE } from '../../observers/health-store.ts';
import { blobsMessageStore, MESSAGE_STORE } from '../../request/message-store.ts';
import { deployedBlobs, localBlobs, localBlobsDirectory, type OwnerBlobs } from '../owner-blobs.ts';
import { InboxError } from './inbox.ts';

/** The store of the project's own commands first, then a linked site's, then `netlify dev`'s. */
const preference = (siteID: string) => (siteID === '0' ? 0 : siteID === 'unlinked' ? 2 : 1);

/** "0" (never linked) or the linked site's ID, else `netlify dev`'s "unlinked": `entries/<site ID>/site:<store>`. */
async function localSite(directory: string): Promise<string> {
  const kept = (site: string) => existsSync(join(directory, 'entries', site, `site:${MESSAGE_STORE}`));
  const sites = (await readdir(join(directory, 'entries')).catch(() => [])).filter(kept);
  return sites.sort((a, b) => preference(a) - preference(b) || a.localeCompare(b))[0] ?? '0';
}

const stores = (blobs: OwnerBlobs) => ({
  ...blobs,
  messages: blobsMessageStore(blobs.open(MESSAGE_STORE)),
  alerts: blobsAlertStore(blobs.open(ALERT_STORE)),
  health: blobsHealthStore(blobs.open(HEALTH_STORE)),
});
export type OpenedStore = ReturnType<typeof stores>;

export async function openStore(projectRoot: string, env: NodeJS.ProcessEnv): Promise<OpenedStore> {
  const deployed = deployedBlobs(env);
  if (deployed) return stores(deployed);
  const directory = localBlobsDirectory(projectRoot);
  // Without it nothing was ever kept here, or this is not the project root: say so rather than create it.
  if (!existsSync(directory)) {
    throw new InboxError(
      `No local message store: ${directory} does not exist. Run the inbox from the project root, after ` +
        '`npm run dev` or `npm run preview` has kept a message (or set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to read the deployed site).',
    );
  }
  return stores(await localBlobs(projectRoot, await localSite(directory)));
}
