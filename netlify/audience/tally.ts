/**
 * A day's counts and visitors, as their shards are stored (./store.ts), and how one hit changes
 * them. Pure: the store writes the result by compare-and-set. Every map is bounded, so a flood of junk cannot
 * grow an entry without limit: pages and codes are the site's and the owner's (the rest counted as
 * OTHER), referrer hosts and the day's visitors have a ceiling per shard.
 */
import type { AudienceEvent } from '../../src/shared/audience.ts';

/** What stands for an unknown page, code or referrer host, or one past the ceiling. */
export const OTHER = 'other';
export const MAX_REFERRERS = 40;
/** Past this many visitors in a shard, new ones are counted in views but not in daily uniques or links. */
export const MAX_VISITORS = 3000;

export type LinkCounts = {
  fetched: number;
  opened: number;
  pages: number;
  caseStudies: number;
  cv: number;
  vcard: number;
  messages: number;
};
const LINK_EVENT_FIELD: Record<AudienceEvent, keyof LinkCounts> = {
  'case-study': 'caseStudies',
  cv: 'cv',
  vcard: 'vcard',
  message: 'messages',
};

/** A visitor of the day: the pages already counted in its uniques, and the application link it came by. Dropped once the day is over. */
type Visitor = { pages: string[]; link?: string };

/** A shard of the day's counts, or of its visitors (which holds the daily uniques beside them). */
export type Tally = {
  pages: Record<string, { views: number; uniques: number }>;
  events: Partial<Record<AudienceEvent, number>>;
  referrers: Record<string, number>;
  links: Record<string, LinkCounts>;
  /** The day's hashed visitors; absent once the clean-up has closed the day. */
  visitors?: Record<string, Visitor>;
};

export type Hit =
  | { kind: 'view'; page: string; referrer: string | null; visitor: string }
  | { kind: 'event'; event: AudienceEvent; visitor: string }
  /** An application link: fetched by a bot (no visitor), or opened by a browser; `cv` when it served the CV. */
  | { kind: 'link'; code: string; visitor: string | null; cv: boolean };

export const emptyTally = (): Tally => ({ pages: {}, events: {}, referrers: {}, links: {} });
const emptyLink = (): LinkCounts => ({ fetched: 0, opened: 0, pages: 0, caseStudies: 0, cv: 0, vcard: 0, messages: 0 });

/** The visitor's record, created if the ceiling allows. */
function visitorOf(tally: Tally, hash: string): Visitor | undefined {
  const visitors = (tally.visitors ??= {});
  if (visitors[hash]) return visitors[hash];
  if (Object.keys(visitors).length >= MAX_VISITORS) return undefined;
  return (visitors[hash] = { pages: [] });
}

const linkOf = (tally: Tally, code: string) => (tally.links[code] ??= emptyLink());
const pageOf = (tally: Tally, page: string) => (tally.pages[page] ??= { views: 0, uniques: 0 });

/**
 * Notes a hit in a shard of the day's visitors (changed in place): a page new to the visitor adds
 * one to its uniques, an application link opened becomes the visitor's link. Answers whether the
 * shard changed: most hits leave it as it was, and need no write.
 */
export function noteVisitor(tally: Tally, hash: string, hit: Hit): boolean {
  const known = tally.visitors?.[hash] !== undefined;
  const visitor = visitorOf(tally, hash);
  if (!visitor) return false;
  if (hit.kind === 'link') {
    if (hit.code === OTHER || visitor.link === hit.code) return !known;
    visitor.link = hit.code;
    return true;
  }
  if (hit.kind === 'event' || visitor.pages.includes(hit.page)) return !known;
  visitor.pages.push(hit.page);
  pageOf(tally, hit.page).uniques++;
  return true;
}

/** Adds a hit to a shard of the day's counts (changed in place); `link`: the application link its visitor came by today. */
export function addHit(tally: Tally, hit: Hit, link: string | undefined): void {
  if (hit.kind === 'link') {
    const counts = linkOf(tally, hit.code);
    if (hit.visitor === null) counts.fetched++;
    else counts.opened++;
    if (hit.visitor !== null && hit.cv) counts.cv++;
    return;
  }
  if (hit.kind === 'event') {
    tally.events[hit.event] = (tally.events[hit.event] ?? 0) + 1;
    if (link) linkOf(tally, link)[LINK_EVENT_FIELD[hit.event]]++;
    return;
  }
  pageOf(tally, hit.page).views++;
  if (link) linkOf(tally, link).pages++;
  if (hit.referrer !== null) {
    const host =
      hit.referrer in tally.referrers || Object.keys(tally.referrers).length < MAX_REFERRERS ? hit.referrer : OTHER;
    tally.referrers[host] = (tally.referrers[host] ?? 0) + 1;
  }
}

/** The application link a visitor came by today, if any: what the page passes on to a message. */
export const linkOfVisitor = (tally: Tally, hash: string): string | undefined => tally.visitors?.[hash]?.link;

const addCounts = <K extends string>(into: Partial<Record<K, number>>, from: Partial<Record<K, number>>) => {
  for (const [key, count] of Object.entries(from) as [K, number][]) into[key] = (into[key] ?? 0) + count;
};

/** Shards or days added up into one tally (without visitors). */
export function sumTallies(tallies: Tally[]): Tally {
  const total: Tally = { pages: {}, events: {}, referrers: {}, links: {} };
  for (const tally of tallies) {
    for (const [page, counts] of Object.entries(tally.pages))
      addCounts((total.pages[page] ??= { views: 0, uniques: 0 }), counts);
    addCounts(total.events, tally.events);
    addCounts(total.referrers, tally.referrers);
    for (const [code, counts] of Object.entries(tally.links)) addCounts(linkOf(total, code), counts);
  }
  return total;
}
