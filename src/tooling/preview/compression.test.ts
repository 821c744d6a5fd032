import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, chooseEncoding, compress } from './compression';

const typed = (type: string) => new Headers({ 'content-type': type });

describe('acceptedEncoding', () => {
  it('picks Brotli, else gzip, else nothing, from what the client accepts', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, for text the browser accepts compressed', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', typed('text/javascript; charset=utf-8'))).toBe('br');
    expect(chooseEncoding('gzip', typed('text/html; charset=utf-8'))).toBe('gzip');
    expect(chooseEncoding('gzip, br', typed('image/svg+xml'))).toBe('br');
    expect(chooseEncoding('gzip, br', typed('application/json'))).toBe('br');
  });

  it('sends as they are bodies the client cannot decode, binary files and bodies already encoded', () => {
    expect(chooseEncoding(undefined, typed('text/html'))).toBeUndefined();
    expect(chooseEncoding('deflate', typed('text/html'))).toBeUndefined();
    expect(chooseEncoding('br', typed('font/woff2'))).toBeUndefined();
    expect(chooseEncoding('br', typed('video/mp4'))).toBeUndefined();
    expect(chooseEncoding('br', new Headers({ 'content-type': 'text/plain', 'content-encoding': 'gzip' }))).toBeUndefined();
  });
});

describe('compress', () => {
  const file = Buffer.from('export const site = "portfolio";\n'.repeat(2000));

  it('decodes to the very bytes of the file, and is smaller', async () => {
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const body = await compress(file, encoding);
      expect(body.length).toBeLessThan(file.length / 10);
      expect(decode(body).equals(file)).toBe(true);
    }
  });
});
