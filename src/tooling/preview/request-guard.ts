/** What the preview refuses before NetlifyDev sees a request, and why: src/tooling/README.md. */
import { hostname, networkInterfaces } from 'node:os';

/** What a file (GET, HEAD) or a function (any of them) may be asked: the methods a fetch can send. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export type Refusal = { status: 400 | 405; text: string; headers: Record<string, string> };

const badRequest: Refusal = { status: 400, text: 'Bad Request', headers: {} };
const WILDCARDS = ['0.0.0.0', '::'];

/** Where the preview listens: PREVIEW_HOST, else this machine alone. */
export const listenHost = (env: NodeJS.ProcessEnv = process.env) => env.PREVIEW_HOST || '127.0.0.1';

/** The names a request may give as its Host: loopback's, and the address listened on (every interface's for 0.0.0.0 or ::). */
export function localNames(host: string): ReadonlySet<string> {
  const everywhere = WILDCARDS.includes(host);
  const interfaces = everywhere
    ? Object.values(networkInterfaces()).flatMap((addresses) => addresses?.map(({ address }) => address) ?? [])
    : [];
  return new Set(
    ['localhost', '127.0.0.1', '::1', host, ...(everywhere ? [hostname()] : []), ...interfaces].map((name) =>
      name.toLowerCase(),
    ),
  );
}

/** The Host header's name, without its port or an IPv6 address's brackets; null if it is none. */
function nameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
}

/** Whether the path, as sent and decoded, is one that cannot be read as another site's address. */
function isSafePath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return [path, decoded].every((form) => form.startsWith('/') && !form.startsWith('//') && !form.includes('\\'));
}

export function refusalOf(
  { method = '', url = '', host = '' }: { method?: string; url?: string; host?: string },
  names: ReadonlySet<string>,
): Refusal | null {
  const name = nameOf(host);
  if (name === null || !names.has(name)) return badRequest;
  if (!isSafePath(url.split('?')[0]!)) return badRequest;
  if (!ALLOWED_METHODS.includes(method))
    return { status: 405, text: 'Method Not Allowed', headers: { Allow: ALLOWED_METHODS.join(', ') } };
  return null;
}
