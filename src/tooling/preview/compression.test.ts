import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressed } from './compression.ts';

const typed = (type: string) => new Headers({ 'content-type': type });

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
    expect(
      chooseEncoding('br', new Headers({ 'content-type': 'text/plain', 'content-encoding': 'gzip' })),
    ).toBeUndefined();
  });
});

describe('compressed', () => {
  const file = Buffer.from('export const site = "portfolio";\n'.repeat(2000));

  it('decodes to the very bytes of the file', async () => {
    expect(brotliDecompressSync(await compressed(file, 'br')).equals(file)).toBe(true);
    expect(gunzipSync(await compressed(file, 'gzip')).equals(file)).toBe(true);
  });

  it('compresses a content once, however many requests ask for it at once or later', async () => {
    const concurrent = await Promise.all(Array.from({ length: 50 }, () => compressed(Buffer.from(file), 'br')));
    expect(new Set(concurrent).size).toBe(1);
    expect(await compressed(Buffer.from(file), 'br')).toBe(concurrent[0]);
  });

  it('compresses a rebuilt file anew, since the cache follows the content and not the path', async () => {
    const before = Buffer.from('console.log("before");'.repeat(100));
    const after = Buffer.from('console.log("after!");'.repeat(100));
    expect(brotliDecompressSync(await compressed(before, 'br')).equals(before)).toBe(true);
    expect(brotliDecompressSync(await compressed(after, 'br')).equals(after)).toBe(true);
  });

  it('keeps serving right once more contents have passed through than it keeps', async () => {
    const bodies = Array.from({ length: 600 }, () => randomBytes(64));
    for (const body of bodies) await compressed(body, 'gzip');
    for (const body of [bodies[0]!, bodies[599]!])
      expect(gunzipSync(await compressed(body, 'gzip')).equals(body)).toBe(true);
  });
});
