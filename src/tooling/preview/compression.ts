/**
 * Brotli, else gzip, for text, each body compressed once as Netlify's CDN caches it: compressing on
 * each request would take CPU from the browser under test, and the bench would count it as the page's.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** The encoding to answer with, or undefined to send the body as it is. */
export function chooseEncoding(acceptEncoding: string | undefined, headers: Headers): Encoding | undefined {
  if (headers.has('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return undefined;
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } };
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(zlib.brotliCompress)(body, brotliOptions),
  gzip: (body) => promisify(zlib.gzip)(body),
};

/** For a function's answer, which may stream. */
export function compressionStream(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br' ? zlib.createBrotliCompress(brotliOptions) : zlib.createGzip();
}

// Only for a preview left running across many rebuilds.
const maxEntries = 500;
const cache = new Map<string, Promise<Buffer>>();

export function compressed(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
  let entry = cache.get(key);
  if (!entry) {
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    entry = compressors[encoding](body);
    // A failed compression is not kept: the next request tries again.
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}
