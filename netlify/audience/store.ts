/**
 * The audience store (Netlify Blobs, strong consistency). Its keys:
 *
 * - `links/<code>`: an application link, its label and language (the owner's, never a page's);
 * - `salts/<day>`: the day's random salt for the visitors' hashes, deleted on day+2 (./cleanup.ts);
 * - `days/<day>/counts-<n>`: a shard of the day's counts (./tally.ts), picked at random for each hit,
 *   so that concurrent beacons spread over several entries;
 * - `days/<day>/visitors-<n>`: a shard of the day's hashed visitors and its daily uniques, picked
 *   from the visitor's hash, so that a visitor's pages and link are in one entry. The clean-up drops
 *   the hashes once the day is over;
 * - `mailed/<day>`: the 'who read you' mail of that day was queued.
 *
 * Counts are written by compare-and-set: a beacon that loses a race reads again and retries, so
 * concurrent beacons cannot overwrite each other's counts.
 */
import { getStore, type Store } from '@netlify/blobs';
import { callStore } from '../mail/request/store-call.ts';
import { addHit, emptyTally, linkOfVisitor, noteVisitor, type Hit, type Tally } from './tally.ts';

export const AUDIENCE_STORE = 'audience';
/** Shards of each kind per day. */
export const SHARDS = 16;

export type Link = { code: string; label: string; lang: string; created: string };

/** The UTC day of a time, as keys name it: 2026-12-07. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export const dayPrefix = (day: string) => `days/${day}/`;
const countsKey = (day: string) => `${dayPrefix(day)}counts-${Math.floor(Math.random() * SHARDS)}`;
const visitorsKey = (day: string, visitor: string) =>
  `${dayPrefix(day)}visitors-${parseInt(visitor.slice(0, 4), 16) % SHARDS}`;
export const saltKey = (day: string) => `salts/${day}`;
export const linkKey = (code: string) => `links/${code}`;
export const mailedKey = (day: string) => `mailed/${day}`;

export const audienceStore = (): Store => getStore({ name: AUDIENCE_STORE, consistency: 'strong' });

/** Each lost race is another writer's success: this many concurrent writers to one shard all get through. */
const MAX_RACES = 500;
/** The n-th lost race waits a random moment of up to n times this (at most MAX_WAIT_MS), so the losers spread out. */
const RACE_SPREAD_MS = 5;
const MAX_WAIT_MS = 200;

/** Changes a shard by compare-and-set, and answers it as written; `change` answers whether there is anything to write. */
async function updateShard(store: Store, key: string, change: (tally: Tally) => boolean): Promise<Tally> {
  for (let race = 0; race < MAX_RACES; race++) {
    const entry = await callStore('audience read', () => store.getWithMetadata(key, { type: 'json' }));
    const tally = (entry?.data as Tally | undefined) ?? emptyTally();
    if (!change(tally)) return tally;
    const condition = entry?.etag ? { onlyIfMatch: entry.etag } : entry ? {} : { onlyIfNew: true as const };
    if ((await callStore('audience write', () => store.setJSON(key, tally, condition))).modified) return tally;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.random() * Math.min(MAX_WAIT_MS, (race + 1) * RACE_SPREAD_MS)),
    );
  }
  throw new Error(`lost ${MAX_RACES} races for ${key}`);
}

/**
 * Counts a hit of the day: first in its visitor's shard (its uniques, its link), then in a shard
 * of the counts. Answers the application link its visitor came by today. Throws when the store
 * fails: the hit is dropped.
 */
export async function recordHit(store: Store, day: string, hit: Hit): Promise<string | undefined> {
  let link: string | undefined;
  if (hit.visitor !== null) {
    const visitor = hit.visitor;
    const visitors = await updateShard(store, visitorsKey(day, visitor), (tally) => noteVisitor(tally, visitor, hit));
    link = linkOfVisitor(visitors, visitor);
  }
  await updateShard(store, countsKey(day), (tally) => (addHit(tally, hit, link), true));
  return link;
}

/** Every shard of a day's counts. */
export async function readDay(store: Store, day: string): Promise<Tally[]> {
  const { blobs } = await store.list({ prefix: dayPrefix(day) });
  const tallies = await Promise.all(
    blobs.map((blob) => store.get(blob.key, { type: 'json' }) as Promise<Tally | null>),
  );
  return tallies.filter((tally): tally is Tally => tally !== null);
}

/** The days that have counts, oldest first. */
export async function countedDays(store: Store): Promise<string[]> {
  const { blobs } = await store.list({ prefix: 'days/' });
  return [...new Set(blobs.map((blob) => blob.key.split('/')[1]!))].sort();
}

export async function readLink(store: Store, code: string): Promise<Link | null> {
  return (await callStore('audience link', () => store.get(linkKey(code), { type: 'json' }))) as Link | null;
}
