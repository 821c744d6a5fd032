/**
 * The keys of the message store's indexes, so that every pass reads what it has to do and never
 * the whole store. A message (`messages/<id>`) is the truth; each index entry is an empty blob
 * whose key says where the message stands:
 * - `due/<due time>_<received time>_<id>_<client>`: a pending message and when it may next be
 *   tried, so the retry pass lists the pending ones and reads only those due, and the digest groups
 *   those waiting by client;
 * - `state/<held|sent|failed>/<received hour>/<received time>_<id>`: the other states, by the hour
 *   the message arrived, so the inbox pages from the newest hour back and the clean-up drops
 *   whole hours past their retention. A held message's entry goes on with
 *   `_<sender hash>_<marks>_<client>` (`n`: the form posted without JavaScript, `w`: held after
 *   waiting for the quota, `f`: files kept beside it), so the digest groups held mail and the
 *   clean-up deletes it from the keys alone, however much a flood left;
 * - `sender/<hash of the address>/<id>`: every message of one sender, for the owner's erasure.
 * Entries are written before the message changes and removed after, so a message always has its
 * entries; an entry left behind by a lost race or a crash is skipped by readers (see `isStale`).
 */
import { createHash } from 'node:crypto';
import type { MessageState, StoredMessage } from './message.ts';

/** The states indexed under `state/`; pending messages are under `due/`. */
export const SETTLED_STATES = ['held', 'sent', 'failed'] as const;
export type SettledState = (typeof SETTLED_STATES)[number];

/** `2025-06-01T08:00:00.123Z` as `20250601T080000123Z`: sortable, and safe in a key. */
export const compactTime = (ms: number) => new Date(ms).toISOString().replace(/[-:.]/g, '');
/** The hour a time falls in, as an index folder: `20250601T08`. */
export const hourOf = (ms: number) => compactTime(ms).slice(0, 11);

const COMPACT = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/;

export function parseCompactTime(text: string): number {
  const match = COMPACT.exec(text);
  if (!match) return NaN;
  const [, year, month, day, hour, minute, second, ms] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, ms!);
}

/** The first millisecond after an hour folder (`20250601T08` → 09:00). */
export const hourEnd = (hour: string) => parseCompactTime(`${hour}0000000Z`) + 60 * 60 * 1000;

/** When a pending message may next be tried: not before it was queued, its retry time, or the end of a running attempt. */
export function dueAt(message: StoredMessage): number {
  const times = [message.queuedAt, message.nextAttemptAt, message.leaseUntil].filter(
    (time): time is string => time !== null,
  );
  return Math.max(...times.map(Date.parse));
}

const senderHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
/** A message's entry in its sender's index, from the sender's hash. */
export const senderEntryKey = (hash: string, id: string) => `sender/${hash}/${id}`;
export const senderPrefix = (email: string) => senderEntryKey(senderHash(email), '');
export const DUE_PREFIX = 'due/';
export const statePrefix = (state: SettledState) => `state/${state}/`;

export const FORM_WITHOUT_JS = 'n';
export const WAITED = 'w';
export const FILES_KEPT = 'f';

/** Whether the message's files are in the store: a held message keeps only their names, types and sizes, and so does most of a broken setup's backlog. */
export const filesKept = (message: StoredMessage) =>
  message.attachments.length > 0 && !message.filesDropped && (message.held?.kept ?? 'all') === 'all';

const REASON_MARKS: Partial<Record<string, string>> = { 'form-without-js': FORM_WITHOUT_JS, waited: WAITED };

function heldSuffix(message: StoredMessage): string {
  const marks = `${REASON_MARKS[message.held?.reason ?? ''] ?? ''}${filesKept(message) ? FILES_KEPT : ''}`;
  return `_${senderHash(message.email)}_${marks}_${message.client ?? ''}`;
}

/** Where a message in this state is filed. */
export function indexKeys(message: StoredMessage): string[] {
  const received = Date.parse(message.receivedAt);
  const place =
    message.state === 'pending'
      ? `${DUE_PREFIX}${compactTime(dueAt(message))}_${compactTime(received)}_${message.id}_${message.client ?? ''}`
      : `${statePrefix(message.state)}${hourOf(received)}/${compactTime(received)}_${message.id}${message.state === 'held' ? heldSuffix(message) : ''}`;
  return message.email ? [place, `${senderPrefix(message.email)}${message.id}`] : [place];
}

/**
 * What an index key says about its message, read from the key alone. `sender` (a hash) and
 * `marks` come with held entries only, `client` with held and pending ones; an entry written
 * before they were is read without them.
 */
export type IndexEntry = {
  key: string;
  id: string;
  state: MessageState;
  receivedAt: number;
  dueAt: number | null;
  sender: string | null;
  marks: string;
  client: string;
};

export function parseIndexKey(key: string): IndexEntry | null {
  if (key.startsWith(DUE_PREFIX)) {
    const [due = '', received = '', id = '', client = ''] = key.slice(DUE_PREFIX.length).split('_');
    return {
      key,
      id,
      state: 'pending',
      receivedAt: parseCompactTime(received),
      dueAt: parseCompactTime(due),
      sender: null,
      marks: '',
      client,
    };
  }
  const [, state, , name = ''] = key.split('/');
  if (!SETTLED_STATES.includes(state as SettledState)) return null;
  const [received = '', id = '', sender = null, marks = '', client = ''] = name.split('_');
  return {
    key,
    id,
    state: state as MessageState,
    receivedAt: parseCompactTime(received),
    dueAt: null,
    sender,
    marks,
    client,
  };
}

/** Whether an entry stands for the message as it is; a held entry written before senders were in keys still does. */
export const matches = (entry: IndexEntry, message: StoredMessage) =>
  indexKeys(message).includes(entry.key) ||
  (entry.state === 'held' && message.state === 'held' && entry.sender === null);

/** Newest first; ties by id, so pages never overlap. */
export const newestFirst = (a: IndexEntry, b: IndexEntry) => b.receivedAt - a.receivedAt || b.id.localeCompare(a.id);

/**
 * A writer adds an entry, then writes the message within a function's lifetime. An entry its
 * message does not match, on a message nobody wrote for longer than that, belongs to no write in
 * progress: it was left by a lost race or a crash, and may go.
 */
const WRITE_IN_PROGRESS_MS = 5 * 60 * 1000;

export function isStale(entry: IndexEntry, message: StoredMessage | null, now: number): boolean {
  if (message !== null && matches(entry, message)) return false;
  // A new message's entries come before the message itself.
  const lastWrite = message === null ? entry.receivedAt : Date.parse(message.updatedAt);
  return lastWrite < now - WRITE_IN_PROGRESS_MS;
}
