/**
 * The daily clean-up (netlify/functions/mail-cleanup.ts): the stores stay as small as recent
 * traffic. It forgets throttle entries with no send in the last day and delivered messages older
 * than MAIL_KEEP_DAYS. Pending and failed messages
 * stay until they are delivered, requeued or deleted.
 */
import { getStore } from '@netlify/blobs';
import { readMailConfig } from './config.ts';
import { blobsMessageStore, type MessageStore } from './message-store.ts';
import { THROTTLE_STORE } from './throttle-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type CleanupSummary = { throttleEntries: number; sentMessages: number };

async function forgetIdleThrottleEntries(now: number): Promise<number> {
  const { windowMs, keyIntervalMs } = readMailConfig().throttle;
  const cutoff = now - Math.max(DAY_MS, windowMs, keyIntervalMs);
  const store = getStore({ name: THROTTLE_STORE, consistency: 'strong' });
  let removed = 0;
  for await (const page of store.list({ paginate: true })) {
    for (const { key } of page.blobs) {
      const entry = (await store.get(key, { type: 'json' })) as { times?: number[] } | null;
      if (entry?.times?.some((time) => time >= cutoff)) continue;
      await store.delete(key);
      removed++;
    }
  }
  return removed;
}

export async function runCleanup(now = Date.now(), messages: MessageStore = blobsMessageStore()): Promise<CleanupSummary> {
  const { keepSentMs } = readMailConfig();
  let sentMessages = 0;
  for (const { message } of await messages.list()) {
    if (message.state !== 'sent' || !message.sentAt || Date.parse(message.sentAt) >= now - keepSentMs) continue;
    await messages.remove(message.id);
    sentMessages++;
  }
  return {
    throttleEntries: await forgetIdleThrottleEntries(now),
    sentMessages,
  };
}
