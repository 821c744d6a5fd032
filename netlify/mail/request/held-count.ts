/**
 * What a held message keeps (never its files). Each client network keeps its first HELD_SHARE of the
 * UTC day whole, so one client filling the cap leaves everyone else's whole. Past its share, a message
 * counts against the cap (a store note per day, by compare-and-set): past MAIL_HELD_MAX or
 * MAIL_HELD_MAX_MB over the days kept, it keeps only sender, subject and first words. Releases are not
 * counted back: the count may overstate, never understate.
 */
import type { MailConfig } from './config.ts';
import { dayKey, takeDailyUnit } from './daily-budget.ts';
import type { MessageStore, StoredMessage } from './message-store.ts';
import { noteEntry, updateWithRetry, type Versioned } from './store-call.ts';
import { blobsThrottleStore } from './throttle-store.ts';

export type HeldTally = { count: number; bytes: number };
export type HeldDays = Record<string, HeldTally>;

export const HELD_COUNT_NOTE = 'held-count';
export const HELD_SHARE = 20;
/** Past this many lost races, kept as the last count allowed: a safeguard, not a ledger. */
const MAX_RACES = 8;

let lastSeen: Versioned<HeldDays> | null = null;
/** One count at a time: this instance's held messages queue here rather than race in the store. */
let queue: Promise<unknown> = Promise.resolve();

const bytesOf = (message: StoredMessage) => Buffer.byteLength(JSON.stringify(message));

function keptDays(days: HeldDays, now: number, keepMs: number): { days: HeldDays; total: HeldTally } {
  const first = dayKey(now - keepMs);
  const recent = Object.entries(days).filter(([day]) => day >= first);
  const total = recent.reduce((sum, [, day]) => ({ count: sum.count + day.count, bytes: sum.bytes + day.bytes }), {
    count: 0,
    bytes: 0,
  });
  return { days: Object.fromEntries(recent), total };
}

async function withinShare(clients: string[], now: number): Promise<boolean> {
  if (clients.length === 0) return false;
  const shares = await Promise.all(
    clients.map((client) => takeDailyUnit(blobsThrottleStore(), `held-${client}`, HELD_SHARE, now)),
  );
  return shares.every((share) => share.ok);
}

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
  const count = (value: HeldDays = {}) => {
    const { days, total } = keptDays(value, now, keep.held);
    const kept = total.count < heldCap.count && total.bytes + bytesOf(text) <= heldCap.bytes ? text : metadata;
    const today = days[dayKey(now)] ?? { count: 0, bytes: 0 };
    days[dayKey(now)] = { count: today.count + 1, bytes: today.bytes + bytesOf(kept) };
    return { value: days, answer: kept };
  };
  const { answer, saved } = await updateWithRetry(
    noteEntry<HeldDays>(store, HELD_COUNT_NOTE),
    count,
    MAX_RACES,
    lastSeen,
  );
  lastSeen = saved ?? lastSeen;
  return answer;
}
