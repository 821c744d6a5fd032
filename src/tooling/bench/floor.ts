/**
 * The floor: a tiny static page (floor.html: one inline style, no font, script or image), served
 * from dist/ with the same headers. Each page's LCP is divided by the floor's from the same rounds:
 * absolute times drift between runs and machines, the ratio does not.
 */
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeHeaders } from '../headers/write-headers.ts';

export const distDir = fileURLToPath(new URL('../../../dist/', import.meta.url));
export const floorRoute = '/bench-floor';
const floorDir = join(distDir, floorRoute);
let added = false;

/** Puts the floor into dist/, its style allowed by the CSP like the site's own. */
export async function addFloor(): Promise<void> {
  await mkdir(floorDir, { recursive: true });
  await copyFile(new URL('floor.html', import.meta.url), join(floorDir, 'index.html'));
  added = true;
  await writeHeaders(distDir);
}

/** Leaves dist/ as the build made it. */
export async function removeFloor(): Promise<void> {
  if (!added) return;
  added = false;
  await rm(floorDir, { recursive: true, force: true });
  await writeHeaders(distDir);
}
