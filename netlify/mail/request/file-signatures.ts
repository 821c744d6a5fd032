/**
 * Whether an attachment is of the type its client declared. The declared type is only the
 * client's word: a Windows program sent as image/png would reach the owner as a picture. Each
 * accepted type is checked by the bytes it starts with (text/plain: valid UTF-8 without NUL), and
 * by its name's extension, which is what the owner's mail client goes by when it opens the file.
 * A type with no entry here, that the owner allowed in MAIL_ATTACHMENTS_TYPES (image/svg+xml
 * through image/*, say), is accepted as declared: the owner chose to trust it.
 */
import { isUtf8 } from 'node:buffer';

/** The first bytes of a file as Latin-1, one character a byte, so signatures read as text. */
const head = (content: Uint8Array) =>
  Buffer.from(content.buffer, content.byteOffset, Math.min(content.byteLength, 12)).toString('latin1');

type FileType = { extensions: readonly string[]; matches(content: Uint8Array): boolean };
const startsWith =
  (...signatures: string[]) =>
  (content: Uint8Array) =>
    signatures.some((signature) => head(content).startsWith(signature));

const FILE_TYPES = new Map<string, FileType>([
  ['application/pdf', { extensions: ['pdf'], matches: startsWith('%PDF-') }],
  ['image/png', { extensions: ['png'], matches: startsWith('\x89PNG\r\n\x1A\n') }],
  ['image/jpeg', { extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], matches: startsWith('\xFF\xD8\xFF') }],
  ['image/gif', { extensions: ['gif'], matches: startsWith('GIF87a', 'GIF89a') }],
  // RIFF, the size of the rest, then the format.
  [
    'image/webp',
    {
      extensions: ['webp'],
      matches: (content) => head(content).startsWith('RIFF') && head(content).startsWith('WEBP', 8),
    },
  ],
  ['text/plain', { extensions: ['txt', 'text'], matches: (content) => isUtf8(content) && !content.includes(0) }],
]);

export function contentMatchesType(type: string, content: Uint8Array): boolean {
  return FILE_TYPES.get(type)?.matches(content) ?? true;
}

export function nameMatchesType(type: string, filename: string): boolean {
  const extension = /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  return FILE_TYPES.get(type)?.extensions.includes(extension) ?? true;
}
