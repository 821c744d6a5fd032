/**
 * Compression as Netlify's CDN does it: Brotli, else gzip, for text types. A file is compressed
 * once per build, since its whole answer then stays in the preview's edge cache (./edge-cache).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** The encoding the client accepts among the CDN's, Brotli first; undefined for none. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** The encoding to answer with, or undefined to send the body as it is. */
export function chooseEncoding(acceptEncoding: string | undefined, headers: Headers): Encoding | undefined {
  if (headers.has('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return undefined;
  return acceptedEncoding(acceptEncoding);
}

const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } };
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A stream for bodies that are not files (a function's answer may be streamed). */
export function compressionStream(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br' ? zlib.createBrotliCompress(brotliOptions) : zlib.createGzip();
}

/** The body compressed whole, for a file. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliCompress(body, brotliOptions) : gzip(body);
}
