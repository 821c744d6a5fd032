/**
 * Whether an attachment's bytes are of the type its client declared. The declared type is only the
 * client's word: a Windows program sent as image/png would reach the owner as a picture. Each
 * accepted type is checked by the bytes it starts with (text/plain: valid UTF-8 without NUL). A
 * type with no signature here, that the owner allowed in MAIL_ATTACHMENTS_TYPES (image/svg+xml
 * through image/*, say), is accepted as declared: the owner chose to trust it.
 */
import { isUtf8 } from 'node:buffer';

/** The first bytes of a file as Latin-1, one character a byte, so signatures read as text. */
const head = (content: Uint8Array) =>
  Buffer.from(content.buffer, content.byteOffset, Math.min(content.byteLength, 12)).toString('latin1');

const SIGNATURES = new Map<string, (start: string) => boolean>([
  ['application/pdf', (start) => start.startsWith('%PDF-')],
  ['image/png', (start) => start.startsWith('\x89PNG\r\n\x1A\n')],
  ['image/jpeg', (start) => start.startsWith('\xFF\xD8\xFF')],
  ['image/gif', (start) => start.startsWith('GIF87a') || start.startsWith('GIF89a')],
  // RIFF, the size of the rest, then the format.
  ['image/webp', (start) => start.startsWith('RIFF') && start.startsWith('WEBP', 8)],
]);

export function contentMatchesType(type: string, content: Uint8Array): boolean {
  if (type === 'text/plain') return isUtf8(content) && !content.includes(0);
  const signature = SIGNATURES.get(type);
  return signature === undefined || signature(head(content));
}
