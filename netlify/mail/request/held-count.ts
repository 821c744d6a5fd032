/**
 * What a held message keeps. Each client (an IPv4 address, an IPv6 /64, /56 and /48 alike) has a
 * share: its first HELD_SHARE held messages of the UTC day keep their whole text whatever the
 * total, so one client filling the cap leaves every other visitor's message whole and
 * releasable. Past its share, a message counts against the cap: one note of the message store
 * holds, per UTC day of arrival, how many were held past their share and their bytes, raised by
 * compare-and-set as each is kept. Over the days still kept (MAIL_KEEP_HELD_DAYS), past
 * MAIL_HELD_MAX messages or MAIL_HELD_MAX_MB, a new one keeps only who wrote, about what, and its
 * first words. No held message keeps its files. A release or an erasure is not counted
 * back, so the count may overstate what is kept, never understate it; a day past retention drops
 * out.
 */
import type { MailConfig } from './config.ts';
import { dayKey, takeDailyUnit } from './daily-budget.ts';
import type { MessageStore, StoredMessage } from './message-store.ts';
import { blobsThrottleStore } from './throttle-store.ts';

export type HeldTally = { count: number; bytes: number };
/** By UTC day of arrival, `20250601`. */
export type HeldDays = Record<string, HeldTally>;

export const HELD_COUNT_NOTE = 'held-count';
/** Held messages a client keeps whole each day, whatever the cap. */
export const HELD_SHARE = 20;
/** Lost races before a held message is kept uncounted, as the last count read allowed: the count is a safeguard, not a ledger. */
const MAX_RACES = 8;

/** The note as this instance last wrote it: the next count writes on it without reading first. */
let lastSeen: { value: HeldDays; etag: string } | null = null;
/** The instance's counts, one at a time: its held messages queue here rather than race one another in the store. */
let queue: Promise<unknown> = Promise.resolve();

const bytesOf = (message: StoredMessage) => Buffer.byteLength(JSON.stringify(message));

/** The days still kept at `now`, and what they hold in all. */
function keptDays(days: HeldDays, now: number, keepMs: number): { days: HeldDays; total: HeldTally } {
  const first = dayKey(now - keepMs);
  const recent = Object.entries(days).filter(([day]) => day >= first);
  const total = recent.reduce((sum, [, day]) => ({ count: sum.count + day.count, bytes: sum.bytes + day.bytes }), {
    count: 0,
    bytes: 0,
  });
  return { days: Object.fromEntries(recent), total };
}

/** Within each of the client's networks' share of the day (`clients`, ./client-ip.ts clientIds). */
async function withinShare(clients: string[], now: number): Promise<boolean> {
  if (clients.length === 0) return false;
  const shares = await Promise.all(
    clients.map((client) => takeDailyUnit(blobsThrottleStore(), `held-${client}`, HELD_SHARE, now)),
  );
  return shares.every((share) => share.ok);
}

/** The held message as it is to be kept: its text without its files, or past its client's share and the cap its metadata only. */
export async function keepHeld(
  store: MessageStore,
  message: StoredMessage,
  now: number,
  config: MailConfig,
  clients: string[],
): Promise<StoredMessage> {
  const text: StoredMessage = { ...message, held: { reason: message.held!.reason, kept: 'text' } };
  if (await withinShare(clients, now)) return text;
  const counted = queue.then(() => countIn(store, text, now, config));
  queue = counted.catch(() => {});
  return counted;
}

async function countIn(
  store: MessageStore,
  text: StoredMessage,
  now: number,
  { keep, heldCap }: MailConfig,
): Promise<StoredMessage> {
  const metadata: StoredMessage = {
    ...text,
    mail: { ...text.mail, text: '', html: '' },
    held: { ...text.held!, kept: 'metadata' },
  };
  let kept = text;
  let note = lastSeen ?? (await store.readNote<HeldDays>(HELD_COUNT_NOTE));
  for (let race = 0; race < MAX_RACES; race++) {
    const { days, total } = keptDays(note?.value ?? {}, now, keep.held);
    kept = total.count < heldCap.count && total.bytes + bytesOf(text) <= heldCap.bytes ? text : metadata;
    const today = days[dayKey(now)] ?? { count: 0, bytes: 0 };
    days[dayKey(now)] = { count: today.count + 1, bytes: today.bytes + bytesOf(kept) };
    const etag = await store.writeNote(HELD_COUNT_NOTE, days, note?.etag ?? null);
    if (etag) {
      lastSeen = { value: days, etag };
      break;
    }
    note = await store.readNote<HeldDays>(HELD_COUNT_NOTE);
  }
  return kept;
}
