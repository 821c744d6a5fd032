/**
 * Who a hit comes from, for the day's uniques: a keyed hash (HMAC-SHA-256) of the client (an IPv4
 * address or an IPv6 /64, ../mail/request/client-ip.ts) and the browser's family, under a random
 * salt of the UTC day. The salt is created by the day's first hit and deleted on day+2 by the
 * clean-up; once it is gone, no hash of that day can be made again from an address. Neither the
 * address nor the user agent is kept anywhere.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { clientOf } from '../mail/request/client-ip.ts';
import { callStore } from '../mail/request/store-call.ts';
import { dayOf, recordHit, saltKey } from './store.ts';
import type { Hit } from './tally.ts';

/** The browser's family only, never its version: enough to tell two people behind one address apart. */
export function browserFamily(userAgent: string): string {
  const families: [string, RegExp][] = [
    ['edge', /Edg\//],
    ['opera', /OPR\//],
    ['firefox', /Firefox\//],
    ['chrome', /Chrome\//],
    ['safari', /Safari\//],
  ];
  return families.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';
}

/** The salts this instance has read, by day: a day's salt never changes while it lives. */
const knownSalts = new Map<string, string>();

/** The day's salt, created by the first hit of the day that needs it. */
async function daySalt(store: Store, day: string): Promise<string> {
  const known = knownSalts.get(day);
  if (known) return known;
  const salt = await readOrCreateSalt(store, day);
  knownSalts.clear();
  knownSalts.set(day, salt);
  return salt;
}

async function readOrCreateSalt(store: Store, day: string): Promise<string> {
  const key = saltKey(day);
  const kept = (await callStore('audience salt', () => store.get(key, { type: 'json' }))) as { salt: string } | null;
  if (kept) return kept.salt;
  const salt = randomBytes(32).toString('hex');
  const { modified } = await callStore('audience salt', () => store.setJSON(key, { salt }, { onlyIfNew: true }));
  if (modified) return salt;
  // Another hit created it first: use theirs.
  return ((await callStore('audience salt', () => store.get(key, { type: 'json' }))) as { salt: string }).salt;
}

/** The visitor's hash for the day. */
export async function visitorOf(store: Store, day: string, ip: string | undefined, userAgent: string): Promise<string> {
  const salt = await daySalt(store, day);
  return createHmac('sha256', salt)
    .update(`${clientOf(ip)}|${browserFamily(userAgent)}`)
    .digest('hex')
    .slice(0, 24);
}

/** Records a hit of the visitor behind `req` on the day of `now`; answers the application link it came by that day, if any. */
export async function countVisitorHit(
  store: Store,
  req: Request,
  ip: string | undefined,
  now: number,
  hitOf: (visitor: string) => Hit,
): Promise<string | undefined> {
  const day = dayOf(now);
  return recordHit(store, day, hitOf(await visitorOf(store, day, ip, req.headers.get('user-agent') ?? '')));
}
