/**
 * Whether an attachment is what its client declared: a program sent as image/png would reach the
 * owner as a picture. Checked by its first bytes and by its extension, which the mail client opens it
 * by; so only the types checked here are accepted.
 */
import { isUtf8 } from 'node:buffer';

/** Latin-1, one character a byte, so signatures read as text. */
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
  ['image/webp', { extensions: ['webp'], matches: (c) => head(c).startsWith('RIFF') && head(c).startsWith('WEBP', 8) }],
  ['text/plain', { extensions: ['txt', 'text'], matches: (content) => isUtf8(content) && !content.includes(0) }],
]);

export const acceptedType = (type: string) => FILE_TYPES.has(type);

export function contentMatchesType(type: string, content: Uint8Array): boolean {
  return FILE_TYPES.get(type)?.matches(content) ?? false;
}

export function nameMatchesType(type: string, filename: string): boolean {
  const extension = /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  return FILE_TYPES.get(type)?.extensions.includes(extension) ?? false;
}
