/**
 * The audience's part of the hourly clean-up (../functions/audience-cleanup.ts): deletes each
 * day's salt on day+2, drops the day's hashed visitors once the day is over (only its counts stay),
 * and deletes the days older than STATS_KEEP_MONTHS.
 */
import type { Store } from '@netlify/blobs';
import { readAudienceConfig } from './config.ts';
import { audienceStore, countedDays, dayOf, mailedKey, saltKey } from './store.ts';
import type { Tally } from './tally.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AudienceCleanup = { salts: number; closedDays: number; deletedDays: number };

/** The first day kept: `months` calendar months before today. */
function firstKeptDay(now: number, months: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return dayOf(date.getTime());
}

export async function cleanAudience(now = Date.now(), store: Store = audienceStore()): Promise<AudienceCleanup> {
  const today = dayOf(now);
  const yesterday = dayOf(now - DAY_MS);
  const summary = { salts: 0, closedDays: 0, deletedDays: 0 };
  const { blobs: salts } = await store.list({ prefix: saltKey('') });
  for (const { key } of salts) {
    // Today's and yesterday's salts live on: a salt of day D is deleted on D+2.
    if (key < saltKey(yesterday)) {
      await store.delete(key);
      summary.salts++;
    }
  }
  const firstKept = firstKeptDay(now, readAudienceConfig().keepMonths);
  for (const day of await countedDays(store)) {
    if (day >= today) continue;
    const { blobs } = await store.list({ prefix: `days/${day}/` });
    if (day < firstKept) {
      for (const { key } of blobs) await store.delete(key);
      await store.delete(mailedKey(day));
      summary.deletedDays++;
      continue;
    }
    let closed = false;
    for (const { key } of blobs) {
      const entry = await store.getWithMetadata(key, { type: 'json' });
      const tally = entry?.data as Tally | undefined;
      if (!tally?.visitors) continue;
      delete tally.visitors;
      // A late beacon of that day may write at the same moment: the next run closes it then.
      await store.setJSON(key, tally, entry?.etag ? { onlyIfMatch: entry.etag } : {});
      closed = true;
    }
    if (closed) summary.closedDays++;
  }
  return summary;
}
