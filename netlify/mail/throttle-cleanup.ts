/**
 * Slots of ended windows are never read again (see throttle.ts), so a daily run forgets them and
 * the throttle store stays as small as the traffic of the last day.
 */
import { getStore } from '@netlify/blobs';
import { readMailConfig } from './config.ts';
import { THROTTLE_STORE } from './slot-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the slots claimed before the longest window still in use; returns how many went. */
export async function removeEndedSlots(now = Date.now()): Promise<number> {
  const { windowMs, keyIntervalMs } = readMailConfig().throttle;
  const cutoff = now - Math.max(DAY_MS, windowMs, keyIntervalMs);
  const store = getStore({ name: THROTTLE_STORE, consistency: 'strong' });
  let removed = 0;
  for await (const page of store.list({ paginate: true })) {
    for (const { key } of page.blobs) {
      const slot = (await store.get(key, { type: 'json' })) as { claimedAt?: number } | null;
      if (slot?.claimedAt === undefined || slot.claimedAt >= cutoff) continue;
      await store.delete(key);
      removed++;
    }
  }
  return removed;
}
