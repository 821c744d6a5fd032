/**
 * The digest of held messages (netlify/functions/mail-digest.ts, hourly): once a day at most, one mail to the owner
 * about the messages held since the last digest. First the posts of the form without JavaScript,
 * newest first, each with its sender, subject and first words: a visitor whose browser ran no
 * script is held for want of a proof of work, and is never lost among a bot's thousands. Then the
 * rest grouped by sender address, the busiest first, with their count and latest subject. At most
 * DIGEST_LIST_CAP of each, and a count of the rest: a bot flood costs the owner a few lines of one
 * mail a day. It reads the index keys of the held hours and only the messages it quotes
 * (../request/message-index.ts). The digest is an ordinary kept message (id `digest-<day>`), so it is
 * delivered, retried and counted like any other, and two passes queue it once.
 */
import pLimit from 'p-limit';
import { dayKey } from '../request/alerts/alert.ts';
import { raiseAlert } from '../request/alerts/raise.ts';
import { FORM_WITHOUT_JS, hourEnd, isStale, newestFirst, type IndexEntry } from '../request/message-index.ts';
import { blobsMessageStore, type MessageStore, type StoredMessage, type Versioned } from '../request/message-store.ts';
import { renderMail } from '../request/render.ts';
import { heldDigestTemplate, type DigestView } from './templates/held-digest.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DIGEST_LIST_CAP = 20;
const PREVIEW_CHARS = 140;
/** Hours of the held index listed at once. */
const HOURS_AT_ONCE = 4;
const NOTE = 'digest';

/** How far the digests got: held messages received up to `coveredUntil` were in one. */
type DigestNote = { coveredUntil: number; lastDay: number };

const formatDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const formatTime = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** The held messages received after `since`, listed a few hours at a time, oldest first, until the digest's time is up. */
async function heldSince(store: MessageStore, since: number, outOfTime: () => boolean): Promise<IndexEntry[]> {
  const hours = (await store.hours('held')).filter((hour) => hourEnd(hour) > since).sort();
  const entries: IndexEntry[] = [];
  for (let first = 0; first < hours.length && !outOfTime(); first += HOURS_AT_ONCE) {
    const listed = await Promise.all(hours.slice(first, first + HOURS_AT_ONCE).map((hour) => store.entriesOfHour('held', hour)));
    entries.push(...listed.flat().filter((entry) => entry.receivedAt > since));
  }
  return entries.sort((a, b) => a.receivedAt - b.receivedAt || a.id.localeCompare(b.id));
}

type SenderGroup = { newest: IndexEntry; count: number };

/** The held messages not posted by the form without JavaScript, by sender address, the busiest first; one kept before entries named their sender is a group of its own. */
function bySender(entries: IndexEntry[]): SenderGroup[] {
  const groups = new Map<string, SenderGroup>();
  for (const entry of entries.filter((entry) => !entry.marks.includes(FORM_WITHOUT_JS))) {
    const group = groups.get(entry.sender ?? entry.id);
    if (!group) groups.set(entry.sender ?? entry.id, { newest: entry, count: 1 });
    else Object.assign(group, { count: group.count + 1, newest: newestFirst(entry, group.newest) < 0 ? entry : group.newest });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || newestFirst(a.newest, b.newest));
}

/** The held messages to quote, read a few at a time; entries whose message moved on are left out. */
async function readListed(store: MessageStore, entries: IndexEntry[], now: number): Promise<Versioned[]> {
  const limit = pLimit(4);
  const read = await Promise.all(
    entries.map((entry) =>
      limit(async () => {
        const kept = await store.get(entry.id);
        if (kept?.message.state === 'held') return kept;
        if (isStale(entry, kept?.message ?? null, now)) await store.dropEntry(entry.key);
        return null;
      }),
    ),
  );
  return read.filter((kept): kept is Versioned => kept !== null);
}

function digestMessage(id: string, view: DigestView, now: number): StoredMessage {
  const at = new Date(now).toISOString();
  const mail = renderMail(heldDigestTemplate, view);
  return {
    id,
    state: 'pending',
    receivedAt: at,
    queuedAt: at,
    updatedAt: at,
    templateId: 'held-digest',
    email: '',
    subject: mail.subject,
    preview: '',
    digestId: null,
    mail: { ...mail, replyTo: '' },
    attachments: [],
    idempotencyKey: `message/${id}`,
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    leaseUntil: null,
    sentAt: null,
    providerId: null,
  };
}

/**
 * Queues today's digest if messages were held since the last one and none went out today: its id
 * and how many it counts, or null. Out of time, it covers the hours it listed; the next day's goes on.
 */
export async function queueDigest(store: MessageStore, now: number, outOfTime: () => boolean = () => false): Promise<{ id: string; held: number } | null> {
  const today = Math.floor(now / DAY_MS);
  const note = await store.readNote<DigestNote>(NOTE);
  if (note && note.value.lastDay >= today) return null;
  const since = note?.value.coveredUntil ?? 0;
  const held = await heldSince(store, since, outOfTime);
  if (held.length === 0) return null;

  const withoutJs = held.filter((entry) => entry.marks.includes(FORM_WITHOUT_JS)).sort(newestFirst).slice(0, DIGEST_LIST_CAP);
  const groups = bySender(held).slice(0, DIGEST_LIST_CAP);
  const [visitors, senders] = await Promise.all([readListed(store, withoutJs, now), readListed(store, groups.map((group) => group.newest), now)]);
  const countOf = new Map(groups.map((group) => [group.newest.id, group.count]));
  const quote = ({ message }: Versioned) => ({
    id: message.id,
    received: formatTime(Date.parse(message.receivedAt)),
    email: message.email,
    subject: message.subject,
    preview: message.preview.slice(0, PREVIEW_CHARS),
    count: countOf.get(message.id) ?? 1,
  });
  const view: DigestView = {
    count: held.length,
    since: since === 0 ? formatTime(held[0]!.receivedAt) : formatTime(since),
    visitors: visitors.map(quote),
    senders: senders.map(quote),
    more: held.length - visitors.length - senders.reduce((sum, kept) => sum + quote(kept).count, 0),
  };
  const id = `digest-${formatDay(now).replace(/-/g, '')}`;
  await store.create(digestMessage(id, view, now), []);
  // Best effort: the link only lets an erasure find the digest that quoted a sender.
  await Promise.all([...visitors, ...senders].map((kept) => store.replace(kept, { ...kept.message, digestId: id }).catch(() => null)));
  const covered: DigestNote = { coveredUntil: held.at(-1)!.receivedAt, lastDay: today };
  await store.writeNote(NOTE, covered, note?.etag ?? null);
  return { id, held: held.length };
}

/** A scheduled function has 30 seconds: the digest stops listing well before, and covers what it listed. */
const RUN_BUDGET_MS = 20_000;

/** The scheduled run: queues the day's digest if held messages wait, for the retry pass to send, and alerts the owner. */
export async function runDigest(store: MessageStore = blobsMessageStore(), now = Date.now()): Promise<{ digest: string | null }> {
  const started = Date.now();
  const digest = await queueDigest(store, now, () => Date.now() - started > RUN_BUDGET_MS);
  if (digest) await raiseAlert({ cause: 'held', count: digest.held, day: dayKey(now) }, now);
  return { digest: digest?.id ?? null };
}
