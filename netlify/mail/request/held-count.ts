/**
 * Held messages are counted, not listed: one note of the message store holds, per UTC day of
 * arrival, how many were held and their bytes, raised by compare-and-set as each is kept. Over
 * the days still kept (MAIL_KEEP_HELD_DAYS) that is what held mail costs the store: past
 * MAIL_HELD_MAX messages or MAIL_HELD_MAX_MB, a new held message keeps only who wrote, about what,
 * and its first words. No held message keeps its files. A release or a deletion is not counted
 * back, so the count may overstate what is kept, never understate it; a day past retention drops
 * out, and the owner's purge forgets the days it emptied (../owner/inbox/inbox.ts).
 */
import { dayKey } from './alerts/alert.ts';
import type { MailConfig } from './config.ts';
import type { MessageStore, StoredMessage } from './message-store.ts';

export type HeldTally = { count: number; bytes: number };
/** By UTC day of arrival, `20250601`. */
export type HeldDays = Record<string, HeldTally>;

export const HELD_COUNT_NOTE = 'held-count';
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
  const total = recent.reduce((sum, [, day]) => ({ count: sum.count + day.count, bytes: sum.bytes + day.bytes }), { count: 0, bytes: 0 });
  return { days: Object.fromEntries(recent), total };
}

/** The held message as it is to be kept: its text without its files, or past the cap its metadata only; counted in. */
export function keepHeld(store: MessageStore, message: StoredMessage, now: number, config: MailConfig): Promise<StoredMessage> {
  const counted = queue.then(() => countIn(store, message, now, config));
  queue = counted.catch(() => {});
  return counted;
}

async function countIn(store: MessageStore, message: StoredMessage, now: number, { keep, heldCap }: MailConfig): Promise<StoredMessage> {
  const text: StoredMessage = { ...message, held: { reason: message.held!.reason, kept: 'text' } };
  const metadata: StoredMessage = { ...text, mail: { ...message.mail, text: '', html: '' }, held: { ...text.held!, kept: 'metadata' } };
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
