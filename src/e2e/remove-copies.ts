/** After the run, the copies of the project its preview and `npm run dev` served from (./servers.ts) go. */
import { rm } from 'node:fs/promises';
import { suiteCopies } from './servers.ts';

export default async function removeCopies() {
  for (const root of Object.values(suiteCopies)) await rm(root, { recursive: true, force: true });
}
