/**
 * The owner's local store (`.netlify/blobs-serve` in the project, which `npm run inbox` reads) gets
 * nothing from the browser tests: their servers serve from copies of the project
 * (./project-copy.ts). This runs after every other project (playwright.config.ts): no entry of the
 * store, nor the store itself, may have changed since the run began. A server of the owner's own
 * running meanwhile would show here too.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { localBlobsDirectory } from '../../netlify/mail/owner/owner-blobs.ts';
import { projectRoot } from './project-copy.ts';
import { RUN_STARTED } from './servers.ts';

/** The store's folder and every entry in it, with when each last changed. */
async function changes(directory: string): Promise<{ path: string; changedAt: number }[]> {
  const entries = await readdir(directory, { recursive: true }).catch(() => null);
  if (entries === null) return [];
  const paths = [directory, ...entries.map((entry) => join(directory, entry))];
  return Promise.all(paths.map(async (path) => ({ path, changedAt: (await stat(path)).ctimeMs })));
}

test("the run wrote nothing into the owner's local store", async () => {
  const written = (await changes(localBlobsDirectory(projectRoot))).filter((entry) => entry.changedAt >= RUN_STARTED);
  expect(written.map((entry) => entry.path)).toEqual([]);
});
