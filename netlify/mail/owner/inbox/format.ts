/**
 * How the inbox shows messages: as JSON, in aligned columns (a page of them, or one in full), as CSV. A
 * visitor's text is cleaned of control characters first, so it can drive neither the terminal nor a
 * spreadsheet (formulas).
 */
import { keptByDevOutbox } from '../../request/dev-outbox.ts';
import { filesKept } from '../../request/message-index.ts';
import { MESSAGE_STATES, type HeldNote, type MessageState, type StoredMessage } from '../../request/message.ts';
import type { Erasure } from './inbox.ts';

/** Everything but the mail itself. */
export function summary({ delivery = null, held = null, ...message }: StoredMessage) {
  const { id, state, receivedAt, queuedAt, updatedAt, email, subject, attempts, lastError, nextAttemptAt, sentAt } =
    message;
  const attachments = message.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size }));
  const sending = { attempts, lastError, nextAttemptAt, sentAt, delivery, held, via: message.via ?? null };
  return { id, state, receivedAt, queuedAt, updatedAt, email, subject, ...sending, attachments };
}

export type MessageSummary = ReturnType<typeof summary>;

export function detail(message: StoredMessage) {
  const { templateId, idempotencyKey, leaseUntil, providerId, mail } = message;
  return { ...summary(message), templateId, idempotencyKey, leaseUntil, providerId, mail };
}
export type MessageDetail = ReturnType<typeof detail>;

const codePoint = (char: string) => `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;

/** Other control characters become U+FFFD; format characters show as `<U+202E>` but the joiners emoji need. */
export function clean(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}/gu, (char) => (char === '\n' || char === '\t' ? char : '\uFFFD'))
    .replace(/[^\P{Cf}\u200C\u200D]/gu, codePoint);
}

const oneLine = (text: string) => clean(text).replace(/\s+/g, ' ').trim();

const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What the dev outbox kept is `outbox`, never `sent`. */
const shownState = (message: StoredMessage) => (keptByDevOutbox(message) ? 'outbox' : message.state);
const OUTBOX_NOTE =
  'kept locally by the dev outbox and printed on the server console, not sent: there was no RESEND_API_KEY';

/** In the owner's time zone, `2025-06-01 14:03` (Swedish dates are ISO's); `-` for none. */
export function formatTime(iso: string | null, withSeconds = false): string {
  if (!iso) return '-';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return oneLine(iso);
  return at.toLocaleString('sv-SE', { dateStyle: 'short', timeStyle: withSeconds ? 'medium' : 'short' });
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Cells two spaces apart, each column as wide as its widest cell. */
export function columns(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  const pad = (cell: string, index: number) => cell.padEnd(widths[index]!);
  return rows.map((row) => row.map(pad).join('  ').trimEnd());
}

const LIST_COLUMNS: [title: string, value: (message: StoredMessage) => string, max: number][] = [
  ['WHEN', (m) => formatTime(m.receivedAt), 16],
  ['ID', (m) => m.id, 40],
  ['FROM', (m) => m.email, 32],
  ['SUBJECT', (m) => m.subject, 36],
  ['STATE', shownState, 7],
  ['DELIVERY', (m) => m.delivery?.state ?? '', 10],
  ['ATTEMPTS', (m) => String(m.attempts), 8],
  ['LAST ERROR', (m) => m.lastError ?? '', 60],
];

type TablePlace = { states?: readonly MessageState[]; page: number; nextPage: string | null };

/** The page's messages, then how many of each state and where the next page is. */
export function formatTable(messages: StoredMessage[], place: TablePlace = { page: 1, nextPage: null }): string {
  const { states = MESSAGE_STATES, page, nextPage } = place;
  if (messages.length === 0) return page > 1 ? `No messages on page ${page}.` : 'No messages.';
  const rows = messages.map((message) => LIST_COLUMNS.map(([, value, max]) => shorten(oneLine(value(message)), max)));
  const shown = messages.map(shownState);
  const outbox = shown.includes('outbox');
  const counted = (state: string) => `${shown.filter((s) => s === state).length} ${state}`;
  const counts = [...states, ...(outbox ? ['outbox'] : [])].map(counted);
  const where = page > 1 || nextPage ? ` on page ${page}` : '';
  return [
    ...columns([LIST_COLUMNS.map(([title]) => title), ...rows]),
    '',
    `${count(messages.length, 'message')}${where}: ${counts.join(', ')}.`,
    ...(outbox ? [`outbox: ${OUTBOX_NOTE}.`] : []),
    ...(nextPage ? [`Next page: ${nextPage}`] : []),
  ].join('\n');
}

/** `bounced at 2025-06-01 14:03:10 (Permanent/General: mailbox full)`. */
function deliveryLine(delivery: StoredMessage['delivery']): string {
  if (!delivery) return 'no report yet';
  const about = [delivery.type, delivery.message].filter((part) => part !== null).join(': ');
  return `${delivery.state} at ${formatTime(delivery.at, true)}${about ? ` (${about})` : ''}`;
}

const HELD_KEPT: Record<HeldNote['kept'], string> = {
  all: 'all of it',
  text: 'its text, not its files',
  metadata: 'its sender, subject and first words only (past MAIL_HELD_MAX)',
};

export function formatDetail(message: StoredMessage): string {
  const { held, mail } = message;
  const outbox = keptByDevOutbox(message);
  const gone = message.attachments.length > 0 && !filesKept(message) ? ', not kept' : '';
  const files = message.attachments.map(
    (file) => `${file.filename} (${file.contentType}, ${formatSize(file.size)}${gone})`,
  );
  const time = (iso: string | null) => formatTime(iso, true);
  const fields = [
    ['state', outbox ? `outbox (${OUTBOX_NOTE})` : message.state],
    ...(held ? [['held', `${held.reason}; kept ${HELD_KEPT[held.kept]}`]] : []),
    ['from', message.email],
    ['reply-to', mail.replyTo],
    ['subject', message.subject],
    ['application link', message.via ?? '-'],
    ['mail subject', mail.subject],
    ['template', message.templateId],
    ['received', time(message.receivedAt)],
    ['queued', time(message.queuedAt)],
    ['updated', time(message.updatedAt)],
    ['attempts', String(message.attempts)],
    ['last error', message.lastError ?? '-'],
    ['next attempt', time(message.nextAttemptAt)],
    ['attempt until', time(message.leaseUntil)],
    ['sent', outbox ? 'never' : time(message.sentAt)],
    ['delivery', deliveryLine(message.delivery)],
    ['provider id', message.providerId ?? '-'],
    ['idempotency key', message.idempotencyKey],
    ['attachments', files[0] ?? 'none'],
    ...files.slice(1).map((file) => ['', file]),
  ];
  const text = clean(mail.text || message.preview).trimEnd();
  const rows = columns(fields.map(([name = '', value = '']) => [`  ${name}`, oneLine(value)]));
  return [`Message ${message.id}`, ...rows, '', '--- text ---', text].join('\n');
}

export const NEXT_PASS = {
  deployed: 'The next retry pass delivers it: the scheduled function mail-retry runs every 5 minutes.',
  local: `The next retry pass delivers it. Locally no schedule runs it: with \`npm run dev\` or \`npm run preview\` running,
POST /.netlify/functions/mail-retry, e.g. curl -X POST http://localhost:5173/.netlify/functions/mail-retry
(dev) or http://localhost:8888/.netlify/functions/mail-retry (preview).`,
};

export function formatRequeued(before: StoredMessage, action: 'Requeued' | 'Released'): string {
  const about = [oneLine(before.email), `"${shorten(oneLine(before.subject), 40)}"`].filter((part) => part !== '');
  const error = before.lastError ? `, last error: ${shorten(oneLine(before.lastError), 80)}` : '';
  return `${action} ${before.id} (${about.join(', ')}): ${before.state} -> pending${error}.`;
}

/** Including what it cannot reach: the mails already in the owner's mailbox. */
export function formatErasure(email: string, { messages, digests, refused }: Erasure): string {
  if (messages.length + digests.length + refused.length === 0)
    return `No message from ${oneLine(email)}: nothing erased.`;
  const erased = `Erased ${count(messages.length, 'message')} from ${oneLine(email)} and ${count(digests.length, 'digest')} that quoted them.`;
  const delivered = [...messages, ...digests].filter((message) => shownState(message) === 'sent').length;
  if (delivered === 0) return erased;
  return `${erased}\n${delivered} of them had been delivered: delete ${delivered === 1 ? 'that mail' : 'those mails'} from your mailbox by hand, the inbox cannot reach it.`;
}

const CSV_COLUMNS: [title: string, value: (message: StoredMessage) => string][] = [
  ['id', (m) => m.id],
  ['state', shownState],
  ['received', (m) => m.receivedAt],
  ['email', (m) => m.email],
  ['subject', (m) => m.subject],
  ['attempts', (m) => String(m.attempts)],
  ['last_error', (m) => m.lastError ?? ''],
  ['sent', (m) => m.sentAt ?? ''],
  ['delivery', (m) => m.delivery?.state ?? ''],
  ['text', (m) => m.mail.text],
];

/** OWASP, CSV injection. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A would-be formula gets a leading quote, which makes it text; quoted as RFC 4180 says. */
function csvField(value: string): string {
  const text = clean(value);
  const formula = FORMULA_START.test(text);
  const cell = formula ? `'${text}` : text;
  return formula || /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The header, or the kept messages' records; the text, last, only `withText`. */
export function csv(kept: { message: StoredMessage }[] | 'header', withText: boolean): string {
  const columns = withText ? CSV_COLUMNS : CSV_COLUMNS.slice(0, -1);
  const record = ({ message }: { message: StoredMessage }) => columns.map(([, value]) => value(message));
  const rows = kept === 'header' ? [columns.map(([title]) => title)] : kept.map(record);
  return rows.map((cells) => `${cells.map(csvField).join(',')}\r\n`).join('');
}
