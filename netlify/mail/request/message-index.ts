/**
 * The keys of the message store's indexes, so every pass reads what it has to do, never the whole
 * store. The message (`messages/<id>`) is the truth; each entry is an empty blob whose key says:
 * - `due/<due time>_<received time>_<id>_<client>`: a pending message, and when it may next be tried;
 * - `state/<held|sent|failed>/<received hour>/<received time>_<id>`: the other states by hour, so the
 *   inbox pages back and the clean-up drops whole hours. A held entry adds `_<sender hash>_<marks>_<client>`
 *   (`n`: form without JavaScript, `w`: waited for the quota, `f`: files kept), so the digest and the
 *   clean-up work from keys alone;
 * - `sender/<hash of the address>/<id>`: every message of one sender, for erasure.
 * Entries are written before the message changes and removed after; a stale one is skipped (`isStale`).
 */
import { createHash } from 'node:crypto';
import type { MessageState, StoredMessage } from './message.ts';

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

/** `20250601T08` → 09:00. */
export const hourEnd = (hour: string) => parseCompactTime(`${hour}0000000Z`) + 60 * 60 * 1000;

/** Not before it was queued, its retry time, or the end of a running attempt. */
export function dueAt(message: StoredMessage): number {
  const times = [message.queuedAt, message.nextAttemptAt, message.leaseUntil].filter(
    (time): time is string => time !== null,
  );
  return Math.max(...times.map(Date.parse));
}

const senderHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
export const senderEntryKey = (hash: string, id: string) => `sender/${hash}/${id}`;
export const senderPrefix = (email: string) => senderEntryKey(senderHash(email), '');
export const DUE_PREFIX = 'due/';
export const statePrefix = (state: SettledState) => `state/${state}/`;

export const FORM_WITHOUT_JS = 'n';
export const WAITED = 'w';
export const FILES_KEPT = 'f';

/** A held message, and most of a broken setup's backlog, keeps only the files' names, types and sizes. */
export const filesKept = (message: StoredMessage) =>
  message.attachments.length > 0 && !message.filesDropped && (message.held?.kept ?? 'all') === 'all';

const REASON_MARKS: Partial<Record<string, string>> = { 'form-without-js': FORM_WITHOUT_JS, waited: WAITED };

function heldSuffix(message: StoredMessage): string {
  const marks = `${REASON_MARKS[message.held?.reason ?? ''] ?? ''}${filesKept(message) ? FILES_KEPT : ''}`;
  return `_${senderHash(message.email)}_${marks}_${message.client ?? ''}`;
}

export function indexKeys(message: StoredMessage): string[] {
  const received = Date.parse(message.receivedAt);
  const place =
    message.state === 'pending'
      ? `${DUE_PREFIX}${compactTime(dueAt(message))}_${compactTime(received)}_${message.id}_${message.client ?? ''}`
      : `${statePrefix(message.state)}${hourOf(received)}/${compactTime(received)}_${message.id}${message.state === 'held' ? heldSuffix(message) : ''}`;
  return message.email ? [place, `${senderPrefix(message.email)}${message.id}`] : [place];
}

/** What a key says of its message. `sender` and `marks` come with held entries, `client` with held and pending. */
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

/** A held entry written before senders were in keys still matches. */
export const matches = (entry: IndexEntry, message: StoredMessage) =>
  indexKeys(message).includes(entry.key) ||
  (entry.state === 'held' && message.state === 'held' && entry.sender === null);

/** Newest first; ties by id, so pages never overlap. */
export const newestFirst = (a: IndexEntry, b: IndexEntry) => b.receivedAt - a.receivedAt || b.id.localeCompare(a.id);

/** An unmatched entry older than a function's lifetime belongs to no write in progress: a lost race or a crash left it. */
const WRITE_IN_PROGRESS_MS = 5 * 60 * 1000;

export function isStale(entry: IndexEntry, message: StoredMessage | null, now: number): boolean {
  if (message !== null && matches(entry, message)) return false;
  // A new message's entries come before the message itself.
  const lastWrite = message === null ? entry.receivedAt : Date.parse(message.updatedAt);
  return lastWrite < now - WRITE_IN_PROGRESS_MS;
}
