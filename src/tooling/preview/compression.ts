/**
 * Compression as Netlify's CDN does it: Brotli, else gzip, for text types. The CDN compresses a
 * file once and serves that copy from its cache; the preview does the same with a cache keyed by
 * the body's hash, so a rebuilt file is compressed anew: compressing on each request would take
 * CPU from the browser under test on the same host, and the bench would count it as the page's.
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

/** A stream for bodies that are not files (a function's answer may be streamed). */
export function compressionStream(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br' ? zlib.createBrotliCompress(brotliOptions) : zlib.createGzip();
}

// dist/ is a few MB; the bound only keeps a long-running preview across many rebuilds in check.
const maxEntries = 500;
const cache = new Map<string, Promise<Buffer>>();

/** The compressed body, compressed once per content and encoding. */
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
