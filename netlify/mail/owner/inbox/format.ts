/**
 * How the inbox shows messages: a table, one in full, JSON and CSV. A visitor's text is cleaned of
 * control characters first, so it can drive neither the terminal nor a spreadsheet (formulas).
 */
import { keptByDevOutbox } from '../../request/dev-outbox.ts';
import { filesKept } from '../../request/message-index.ts';
import type { DeliveryStatus, HeldNote, MessageState, StoredMessage } from '../../request/message-store.ts';
import { MESSAGE_STATES, type Erasure } from './inbox.ts';

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

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function label(message: StoredMessage, ...first: string[]): string {
  const about = [...first, oneLine(message.email), `"${shorten(oneLine(message.subject), 40)}"`].filter(
    (part) => part !== '',
  );
  return `${message.id} (${about.join(', ')})`;
}

/** What the dev outbox kept is `outbox`, never `sent`. */
const shownState = (message: StoredMessage) => (keptByDevOutbox(message) ? 'outbox' : message.state);
const OUTBOX_NOTE =
  'kept locally by the dev outbox and printed on the server console, not sent: there was no RESEND_API_KEY';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** In the owner's time zone, `2025-06-01 14:03`; `-` for none. */
export function formatTime(iso: string | null, withSeconds = false): string {
  if (!iso) return '-';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return oneLine(iso);
  const date = `${at.getFullYear()}-${pad2(at.getMonth() + 1)}-${pad2(at.getDate())}`;
  const time = `${pad2(at.getHours())}:${pad2(at.getMinutes())}${withSeconds ? `:${pad2(at.getSeconds())}` : ''}`;
  return `${date} ${time}`;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

type Column = { title: string; value: (message: StoredMessage) => string; max: number; right?: boolean };

const COLUMNS: Column[] = [
  { title: 'WHEN', value: (m) => formatTime(m.receivedAt), max: 16 },
  { title: 'ID', value: (m) => m.id, max: 40 },
  { title: 'FROM', value: (m) => m.email, max: 32 },
  { title: 'SUBJECT', value: (m) => m.subject, max: 36 },
  { title: 'STATE', value: shownState, max: 7 },
  { title: 'DELIVERY', value: (m) => m.delivery?.state ?? '', max: 10 },
  { title: 'ATTEMPTS', value: (m) => String(m.attempts), max: 8, right: true },
  { title: 'LAST ERROR', value: (m) => m.lastError ?? '', max: 60 },
];

export type TablePlace = { states: readonly MessageState[]; page: number; nextPage: string | null };

function pageFooter(messages: StoredMessage[], { states, page, nextPage }: TablePlace): string[] {
  const shown = messages.map(shownState);
  const outbox = shown.includes('outbox');
  const counts = [...states, ...(outbox ? ['outbox'] : [])].map(
    (state) => `${shown.filter((s) => s === state).length} ${state}`,
  );
  const where = page > 1 || nextPage ? ` on page ${page}` : '';
  const total = `${count(messages.length, 'message')}${where}: ${counts.join(', ')}.`;
  return [total, ...(outbox ? [`outbox: ${OUTBOX_NOTE}.`] : []), ...(nextPage ? [`Next page: ${nextPage}`] : [])];
}

export function formatTable(
  messages: StoredMessage[],
  place: TablePlace = { states: MESSAGE_STATES, page: 1, nextPage: null },
): string {
  if (messages.length === 0) return place.page > 1 ? `No messages on page ${place.page}.` : 'No messages.';
  const rows = messages.map((message) => COLUMNS.map((column) => shorten(oneLine(column.value(message)), column.max)));
  const widths = COLUMNS.map((column, index) =>
    Math.max(column.title.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => (COLUMNS[index]!.right ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!)))
      .join('  ')
      .trimEnd();
  return [line(COLUMNS.map((column) => column.title)), ...rows.map(line), '', ...pageFooter(messages, place)].join(
    '\n',
  );
}

/** `bounced at 2025-06-01 14:03:10 (Permanent/General: mailbox full)`. */
function deliveryLine(delivery: DeliveryStatus | null | undefined): string {
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
  const gone = message.attachments.length > 0 && !filesKept(message) ? ', not kept' : '';
  const files = message.attachments.map(
    (file) => `${file.filename} (${file.contentType}, ${formatSize(file.size)}${gone})`,
  );
  const held: [string, string][] = message.held
    ? [['held', `${message.held.reason}; kept ${HELD_KEPT[message.held.kept]}`]]
    : [];
  const fields: [string, string | string[]][] = [
    ['state', keptByDevOutbox(message) ? `outbox (${OUTBOX_NOTE})` : message.state],
    ...held,
    ['from', message.email],
    ['reply-to', message.mail.replyTo],
    ['subject', message.subject],
    ['application link', message.via ?? '-'],
    ['mail subject', message.mail.subject],
    ['template', message.templateId],
    ['received', formatTime(message.receivedAt, true)],
    ['queued', formatTime(message.queuedAt, true)],
    ['updated', formatTime(message.updatedAt, true)],
    ['attempts', String(message.attempts)],
    ['last error', message.lastError ?? '-'],
    ['next attempt', formatTime(message.nextAttemptAt, true)],
    ['attempt until', formatTime(message.leaseUntil, true)],
    ['sent', keptByDevOutbox(message) ? 'never' : formatTime(message.sentAt, true)],
    ['delivery', deliveryLine(message.delivery)],
    ['provider id', message.providerId ?? '-'],
    ['idempotency key', message.idempotencyKey],
    ['attachments', files.length === 0 ? 'none' : files],
  ];
  const width = Math.max(...fields.map(([name]) => name.length));
  const rows = fields.flatMap(([name, value]) =>
    [value].flat().map((line, index) => `  ${(index === 0 ? name : '').padEnd(width)}  ${oneLine(line)}`),
  );
  return [
    `Message ${message.id}`,
    ...rows,
    '',
    '--- text ---',
    clean(message.mail.text || message.preview).trimEnd(),
  ].join('\n');
}

export function nextPassHint(kind: 'local' | 'deployed'): string {
  return kind === 'deployed'
    ? 'The next retry pass delivers it: the scheduled function mail-retry runs every 5 minutes.'
    : [
        'The next retry pass delivers it. Locally no schedule runs it: with `npm run dev` or `npm run preview` running,',
        'POST /.netlify/functions/mail-retry, e.g. curl -X POST http://localhost:5173/.netlify/functions/mail-retry',
        '(dev) or http://localhost:8888/.netlify/functions/mail-retry (preview).',
      ].join('\n');
}

export function formatRequeued(before: StoredMessage, action: 'Requeued' | 'Released' = 'Requeued'): string {
  const error = before.lastError ? `, last error: ${shorten(oneLine(before.lastError), 80)}` : '';
  return `${action} ${label(before)}: ${before.state} -> pending${error}.`;
}

/** Including what it cannot reach: the mails already in the owner's mailbox. */
export function formatErasure(email: string, { messages, digests, refused }: Erasure): string {
  if (messages.length + digests.length + refused.length === 0)
    return `No message from ${oneLine(email)}: nothing erased.`;
  const erased = `Erased ${count(messages.length, 'message')} from ${oneLine(email)} and ${count(digests.length, 'digest')} that quoted them.`;
  const delivered = [...messages, ...digests].filter(
    (message) => message.state === 'sent' && !keptByDevOutbox(message),
  ).length;
  if (delivered === 0) return erased;
  return `${erased}\n${delivered} of them had been delivered: delete ${delivered === 1 ? 'that mail' : 'those mails'} from your mailbox by hand, the inbox cannot reach it.`;
}

type CsvColumn = [title: string, value: (message: StoredMessage) => string];

const CSV_COLUMNS: CsvColumn[] = [
  ['id', (m) => m.id],
  ['state', shownState],
  ['received', (m) => m.receivedAt],
  ['email', (m) => m.email],
  ['subject', (m) => m.subject],
  ['attempts', (m) => String(m.attempts)],
  ['last_error', (m) => m.lastError ?? ''],
  ['sent', (m) => m.sentAt ?? ''],
  ['delivery', (m) => m.delivery?.state ?? ''],
];
const TEXT_COLUMN: CsvColumn = ['text', (m) => m.mail.text];
const csvColumns = (withText: boolean) => (withText ? [...CSV_COLUMNS, TEXT_COLUMN] : CSV_COLUMNS);

/** OWASP, CSV injection. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A would-be formula gets a leading quote, which makes it text; quoted as RFC 4180 says. */
export function csvField(value: string): string {
  const text = clean(value);
  const formula = FORMULA_START.test(text);
  const cell = formula ? `'${text}` : text;
  return formula || /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

const csvRecord = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`;

export const csvHeader = (withText: boolean) => csvRecord(csvColumns(withText).map(([title]) => title));

export function csvRecords(messages: StoredMessage[], withText: boolean): string {
  const columns = csvColumns(withText);
  return messages.map((message) => csvRecord(columns.map(([, value]) => value(message)))).join('');
}
