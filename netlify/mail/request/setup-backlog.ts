/**
 * While a setting delivery needs is missing, messages are kept for the passes to send once it is set.
 * A bot can fill that backlog too, so it is bounded: the first BACKLOG_WITH_FILES keep their files, the
 * later ones their names, types and sizes; past MAIL_HELD_MAX or MAIL_HELD_MAX_MB none is kept. One
 * store note counts it, by compare-and-set; the first pass that can deliver forgets it.
 */
import type { MailConfig } from './config.ts';
import type { MessageStore, StoredMessage } from './message-store.ts';
import { noteEntry, updateWithRetry, type Update } from './store-call.ts';
import type { Attachment } from './types.ts';

export const BACKLOG_NOTE = 'setup-backlog';
export const BACKLOG_WITH_FILES = 5;
/** With this many writers racing, the backlog is full. */
const MAX_RACES = 8;

type Backlog = { count: number; bytes: number };

export async function joinBacklog(
  store: MessageStore,
  message: StoredMessage,
  files: Attachment[],
  { heldCap }: MailConfig,
): Promise<'files' | 'text' | 'full'> {
  const textBytes = Buffer.byteLength(JSON.stringify(message));
  const fileBytes = files.reduce((sum, file) => sum + file.content.byteLength, 0);
  const join = ({ count, bytes }: Backlog = { count: 0, bytes: 0 }): Update<Backlog, 'files' | 'text' | 'full'> => {
    const withFiles = count < BACKLOG_WITH_FILES;
    const added = textBytes + (withFiles ? fileBytes : 0);
    if (count >= heldCap.count || bytes + added > heldCap.bytes) return { answer: 'full' };
    return { value: { count: count + 1, bytes: bytes + added }, answer: withFiles ? 'files' : 'text' };
  };
  const { answer, saved } = await updateWithRetry(noteEntry<Backlog>(store, BACKLOG_NOTE), join, MAX_RACES);
  return saved ? answer : 'full';
}

/** The setup works again: a later breakage starts a new backlog. */
export async function forgetBacklog(store: MessageStore): Promise<void> {
  const note = await store.readNote<Backlog>(BACKLOG_NOTE);
  if (note && note.value.count > 0) await store.writeNote(BACKLOG_NOTE, { count: 0, bytes: 0 }, note.etag);
}
