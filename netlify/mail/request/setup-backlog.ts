/**
 * While a setting delivery needs is missing (./setup.ts), each message is kept pending
 * for the retry passes to send once it is set. That backlog is bounded, for a bot can fill it as
 * well as a visitor: its first BACKLOG_WITH_FILES messages keep their files, the later ones only
 * their files' names, types and sizes; past MAIL_HELD_MAX messages or MAIL_HELD_MAX_MB, none is
 * kept, and the visitor is told so (the form then offers the owner's address). One note of the
 * message store counts the backlog, raised by compare-and-set; the first retry pass that can
 * deliver forgets it.
 */
import type { MailConfig } from './config.ts';
import type { MessageStore, StoredMessage } from './message-store.ts';
import type { Attachment } from './types.ts';

export const BACKLOG_NOTE = 'setup-backlog';
/** Messages of the backlog kept with their files. */
export const BACKLOG_WITH_FILES = 5;
/** Lost races before the message is refused as if the backlog were full: it is, with this many writers. */
const MAX_RACES = 8;

type Backlog = { count: number; bytes: number };

/** How a message joins the backlog: with its files, without them, or not at all. */
export async function joinBacklog(
  store: MessageStore,
  message: StoredMessage,
  files: Attachment[],
  { heldCap }: MailConfig,
): Promise<'files' | 'text' | 'full'> {
  const textBytes = Buffer.byteLength(JSON.stringify(message));
  const fileBytes = files.reduce((sum, file) => sum + file.content.byteLength, 0);
  for (let race = 0; race < MAX_RACES; race++) {
    const note = await store.readNote<Backlog>(BACKLOG_NOTE);
    const { count, bytes } = note?.value ?? { count: 0, bytes: 0 };
    const withFiles = count < BACKLOG_WITH_FILES;
    const added = textBytes + (withFiles ? fileBytes : 0);
    if (count >= heldCap.count || bytes + added > heldCap.bytes) return 'full';
    if (await store.writeNote(BACKLOG_NOTE, { count: count + 1, bytes: bytes + added }, note?.etag ?? null))
      return withFiles ? 'files' : 'text';
  }
  return 'full';
}

/** The setup works again: the backlog is the retry passes' now, and a later breakage starts a new one. */
export async function forgetBacklog(store: MessageStore): Promise<void> {
  const note = await store.readNote<Backlog>(BACKLOG_NOTE);
  if (note && note.value.count > 0) await store.writeNote(BACKLOG_NOTE, { count: 0, bytes: 0 }, note.etag);
}
