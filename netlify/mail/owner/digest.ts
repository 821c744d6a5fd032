/**
 * The digest (hourly, once a day at most): one mail listing every message held or waiting for the
 * quota since the last delivered digest, so nothing a bot does hides a real message. Three parts
 * (what waited, the form without JavaScript, the other held), each one line per client with its
 * count, single messages first, then the oldest: a bot pays for a line with a client, and a header
 * it forges orders nothing. Each line quotes the client's first message; at most DIGEST_LIST_CAP a
 * part. It reads index keys and only what it quotes. The digest is a kept message (`digest-<day>`),
 * sent first by the retry pass from the owner's share; until delivered, its messages are listed
 * again and kept by the clean-up (`deliveredUntil`).
 */
import pLimit from 'p-limit';
import { raiseAlert } from '../observers/alerts/raise.ts';
import { FORM_WITHOUT_JS, hourEnd, isStale, WAITED, type IndexEntry } from '../request/message-index.ts';
import { newStoredMessage } from '../request/message.ts';
import { blobsMessageStore, type MessageStore, type StoredMessage, type Versioned } from '../request/message-store.ts';
import { renderMail } from '../request/render.ts';
import type { RenderedMail } from '../request/types.ts';
import { heldDigestTemplate } from './templates/held-digest.ts';
import { dayKey } from '../request/daily-budget.ts';
import { DAY_MS } from '../request/throttle-store.ts';

export const DIGEST_LIST_CAP = 20;
export const DIGEST_PREFIX = 'digest-';
/** The audience's daily 'who read you' mail, queued like the digest. */
export const WHO_READ_PREFIX = 'who-read-';
/** From the whole daily quota, and first. */
export const isOwnerMail = (id: string) => id.startsWith(DIGEST_PREFIX) || id.startsWith(WHO_READ_PREFIX);
/** Pending this long: waiting for the quota, worth a digest of its own. */
const WAITING_MS = 60 * 60 * 1000;
const HOURS_AT_ONCE = 4;
const NOTE = 'digest';

/** Received up to `coveredUntil`: in a delivered digest; `queued`'s are covered once it is sent. */
type DigestNote = { coveredUntil: number; lastDay: number; queued?: { id: string; coveredUntil: number } };

const formatTime = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
const oldestFirst = (a: IndexEntry, b: IndexEntry) => a.receivedAt - b.receivedAt || a.id.localeCompare(b.id);

async function coverage(store: MessageStore, note: DigestNote | undefined): Promise<number> {
  if (!note) return 0;
  if (note.queued && (await store.get(note.queued.id))?.message.state === 'sent') return note.queued.coveredUntil;
  return note.coveredUntil;
}

/** Held messages received up to this time were in a delivered digest: the clean-up may forget them. */
export async function deliveredUntil(store: MessageStore): Promise<number> {
  return coverage(store, (await store.readNote<DigestNote>(NOTE))?.value);
}

/** A few hours at a time, until the digest's time is up. */
async function heldSince(store: MessageStore, since: number, outOfTime: () => boolean): Promise<IndexEntry[]> {
  const hours = (await store.hours('held')).filter((hour) => hourEnd(hour) > since).sort();
  const entries: IndexEntry[] = [];
  for (let first = 0; first < hours.length && !outOfTime(); first += HOURS_AT_ONCE) {
    const listed = await Promise.all(
      hours.slice(first, first + HOURS_AT_ONCE).map((hour) => store.entriesOfHour('held', hour)),
    );
    entries.push(...listed.flat().filter((entry) => entry.receivedAt > since));
  }
  return entries;
}

async function pendingSince(store: MessageStore, since: number): Promise<IndexEntry[]> {
  const entries: IndexEntry[] = [];
  for await (const page of store.pendingPages())
    entries.push(...page.filter((entry) => entry.receivedAt > since && !entry.id.startsWith(DIGEST_PREFIX)));
  return entries;
}

type ClientGroup = { first: IndexEntry; count: number };

/** Those alone first, then the oldest; an entry without client is a group of its own. */
function byClient(entries: IndexEntry[]): ClientGroup[] {
  const groups = new Map<string, ClientGroup>();
  for (const entry of [...entries].sort(oldestFirst)) {
    const key = entry.client || entry.id;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { first: entry, count: 1 });
  }
  return [...groups.values()].sort(
    (a, b) => Number(a.count > 1) - Number(b.count > 1) || oldestFirst(a.first, b.first),
  );
}

/** Entries whose message moved on are left out. */
async function readListed(store: MessageStore, entries: IndexEntry[], now: number): Promise<Versioned[]> {
  const limit = pLimit(4);
  const read = await Promise.all(
    entries.map((entry) =>
      limit(async () => {
        const kept = await store.get(entry.id);
        if (kept?.message.state === entry.state) return kept;
        if (isStale(entry, kept?.message ?? null, now)) await store.dropEntry(entry.key);
        return null;
      }),
    ),
  );
  return read.filter((kept): kept is Versioned => kept !== null);
}

const quote = ({ message }: Versioned, count: number) => ({
  id: message.id,
  received: formatTime(Date.parse(message.receivedAt)),
  name: message.name ?? '',
  email: message.email,
  subject: message.subject,
  // Its first lines, each indented under the entry's line.
  preview: message.preview.replace(/\r?\n/g, '\n  '),
  count,
});

/** Its first DIGEST_LIST_CAP clients quoted, and how many messages it leaves out. */
async function part(
  store: MessageStore,
  entries: IndexEntry[],
  now: number,
): Promise<{ quoted: Versioned[]; lines: ReturnType<typeof quote>[]; left: number }> {
  const groups = byClient(entries).slice(0, DIGEST_LIST_CAP);
  const quoted = await readListed(
    store,
    groups.map((group) => group.first),
    now,
  );
  const countOf = new Map(groups.map((group) => [group.first.id, group.count]));
  const lines = quoted.map((kept) => quote(kept, countOf.get(kept.message.id)!));
  return { quoted, lines, left: entries.length - lines.reduce((sum, line) => sum + line.count, 0) };
}

/** The site's own mail to the owner, kept pending for the retry pass. */
export function ownerMail(id: string, templateId: string, mail: RenderedMail, now: number): StoredMessage {
  const content = { templateId, email: '', subject: mail.subject, preview: '', attachments: [], client: '' };
  return newStoredMessage(id, now, { ...content, mail: { ...mail, replyTo: '' } });
}

/** Once a day, if messages were held or waited since the last delivered one; out of time, it covers what it listed. */
export async function queueDigest(
  store: MessageStore,
  now: number,
  outOfTime: () => boolean = () => false,
): Promise<{ id: string; held: number } | null> {
  const today = Math.floor(now / DAY_MS);
  const note = await store.readNote<DigestNote>(NOTE);
  if (note && note.value.lastDay >= today) return null;
  const since = await coverage(store, note?.value);
  const [held, pending] = await Promise.all([heldSince(store, since, outOfTime), pendingSince(store, since)]);
  if (held.length === 0 && !pending.some((entry) => entry.receivedAt <= now - WAITING_MS)) return null;

  const all = [...held, ...pending].sort(oldestFirst);
  const waited = all.filter((entry) => entry.state === 'pending' || entry.marks.includes(WAITED));
  const withoutJs = held.filter((entry) => entry.marks.includes(FORM_WITHOUT_JS));
  const rest = held.filter((entry) => !entry.marks.includes(WAITED) && !entry.marks.includes(FORM_WITHOUT_JS));
  const parts = await Promise.all([waited, withoutJs, rest].map((entries) => part(store, entries, now)));
  const [waiting, visitors, others] = parts as [(typeof parts)[0], (typeof parts)[0], (typeof parts)[0]];
  const view = {
    count: all.length,
    since: formatTime(since === 0 ? all[0]!.receivedAt : since),
    waiting: waiting.lines,
    visitors: visitors.lines,
    others: others.lines,
    more: parts.reduce((sum, { left }) => sum + left, 0),
  };
  const id = `${DIGEST_PREFIX}${dayKey(now)}`;
  await store.create(ownerMail(id, 'held-digest', renderMail(heldDigestTemplate, view), now), []);
  // Best effort: the link only lets an erasure find the digest that quoted a sender.
  await Promise.all(
    parts
      .flatMap(({ quoted }) => quoted)
      .map((kept) => store.replace(kept, { ...kept.message, digestId: id }).catch(() => null)),
  );
  const next: DigestNote = {
    coveredUntil: since,
    lastDay: today,
    queued: { id, coveredUntil: all.at(-1)!.receivedAt },
  };
  await store.writeNote(NOTE, next, note?.etag ?? null);
  return { id, held: all.length };
}

/** Well inside a scheduled function's 30 seconds. */
const RUN_BUDGET_MS = 20_000;

export async function runDigest(
  store: MessageStore = blobsMessageStore(),
  now = Date.now(),
): Promise<{ digest: string | null }> {
  const started = Date.now();
  const digest = await queueDigest(store, now, () => Date.now() - started > RUN_BUDGET_MS);
  if (digest) await raiseAlert({ cause: 'held', count: digest.held, day: dayKey(now) }, now);
  return { digest: digest?.id ?? null };
}
