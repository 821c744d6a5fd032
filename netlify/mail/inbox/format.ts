/**
 * How the inbox shows messages: a compact table, one message in full, and the JSON objects
 * scripts read. Everything a visitor typed is cleaned of control characters first, so a message
 * can never drive the owner's terminal (escape sequences, carriage returns over earlier text).
 */
import type { MessageState, StoredAttachment, StoredMessage } from '../message-store.ts';

/** One message in `--json` lists: everything but the mail itself. */
export type MessageSummary = {
  id: string;
  state: MessageState;
  receivedAt: string;
  queuedAt: string;
  updatedAt: string;
  email: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  attachments: StoredAttachment[];
};

/** One message in `show --json`: the summary, the mail and how it is delivered. */
export type MessageDetail = MessageSummary & {
  templateId: string;
  idempotencyKey: string;
  leaseUntil: string | null;
  providerId: string | null;
  mail: StoredMessage['mail'];
};

export function summary(message: StoredMessage): MessageSummary {
  const { id, state, receivedAt, queuedAt, updatedAt, email, subject, attempts, lastError, nextAttemptAt, sentAt } = message;
  const attachments = message.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size }));
  return { id, state, receivedAt, queuedAt, updatedAt, email, subject, attempts, lastError, nextAttemptAt, sentAt, attachments };
}

export function detail(message: StoredMessage): MessageDetail {
  const { templateId, idempotencyKey, leaseUntil, providerId, mail } = message;
  return { ...summary(message), templateId, idempotencyKey, leaseUntil, providerId, mail };
}

/** Keeps line breaks and tabs; any other control character becomes U+FFFD. */
export function clean(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\p{Cc}/gu, (char) => (char === '\n' || char === '\t' ? char : '\uFFFD'));
}

const oneLine = (text: string) => clean(text).replace(/\s+/g, ' ').trim();

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A stored time in the owner's time zone, `2025-06-01 14:03` (with seconds if asked); `-` for none. */
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
  { title: 'STATE', value: (m) => m.state, max: 7 },
  { title: 'ATTEMPTS', value: (m) => String(m.attempts), max: 8, right: true },
  { title: 'LAST ERROR', value: (m) => m.lastError ?? '', max: 60 },
];

/** The list, one aligned row per message in the order given, and a count by state. */
export function formatTable(messages: StoredMessage[]): string {
  if (messages.length === 0) return 'No messages.';
  const rows = messages.map((message) => COLUMNS.map((column) => shorten(oneLine(column.value(message)), column.max)));
  const widths = COLUMNS.map((column, index) => Math.max(column.title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => (COLUMNS[index]!.right ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!)))
      .join('  ')
      .trimEnd();
  const counts = (['pending', 'sent', 'failed'] as const).map((state) => `${messages.filter((m) => m.state === state).length} ${state}`);
  const total = `${messages.length} message${messages.length === 1 ? '' : 's'}: ${counts.join(', ')}.`;
  return [line(COLUMNS.map((column) => column.title)), ...rows.map(line), '', total].join('\n');
}

/** One message in full: its fields, its attachments, then the text of the mail. */
export function formatDetail(message: StoredMessage): string {
  const files = message.attachments.map((file) => `${file.filename} (${file.contentType}, ${formatSize(file.size)})`);
  const fields: [string, string | string[]][] = [
    ['state', message.state],
    ['from', message.email],
    ['reply-to', message.mail.replyTo],
    ['subject', message.subject],
    ['mail subject', message.mail.subject],
    ['template', message.templateId],
    ['received', formatTime(message.receivedAt, true)],
    ['queued', formatTime(message.queuedAt, true)],
    ['updated', formatTime(message.updatedAt, true)],
    ['attempts', String(message.attempts)],
    ['last error', message.lastError ?? '-'],
    ['next attempt', formatTime(message.nextAttemptAt, true)],
    ['attempt until', formatTime(message.leaseUntil, true)],
    ['sent', formatTime(message.sentAt, true)],
    ['provider id', message.providerId ?? '-'],
    ['idempotency key', message.idempotencyKey],
    ['attachments', files.length === 0 ? 'none' : files],
  ];
  const width = Math.max(...fields.map(([name]) => name.length));
  const rows = fields.flatMap(([name, value]) =>
    [value].flat().map((line, index) => `  ${(index === 0 ? name : '').padEnd(width)}  ${oneLine(line)}`),
  );
  return [`Message ${message.id}`, ...rows, '', '--- text ---', clean(message.mail.text).trimEnd()].join('\n');
}

/** What happens to a requeued message next, where it is kept. */
export function nextPassHint(kind: 'local' | 'deployed'): string {
  return kind === 'deployed'
    ? 'The next retry pass delivers it: the scheduled function mail-retry runs every 5 minutes.'
    : [
        'The next retry pass delivers it. Locally no schedule runs it: with `npm run dev` or `npm run preview` running,',
        'POST /.netlify/functions/mail-retry, e.g. curl -X POST http://localhost:5173/.netlify/functions/mail-retry',
        '(dev) or http://localhost:8888/.netlify/functions/mail-retry (preview).',
      ].join('\n');
}

/** One line per requeued message, as it was before. */
export function formatRequeued(before: StoredMessage): string {
  const error = before.lastError ? `, last error: ${shorten(oneLine(before.lastError), 80)}` : '';
  return `Requeued ${before.id} (${oneLine(before.email)}, "${shorten(oneLine(before.subject), 40)}"): ${before.state} -> pending${error}.`;
}
