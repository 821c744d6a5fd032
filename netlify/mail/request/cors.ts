/**
 * The origin step: the method, the caller's origin, and the CORS headers without which the SDK gets
 * a TypeError instead of a status.
 */
import { MailError } from './respond.ts';

export const ALLOWED_METHODS = 'POST, OPTIONS';

export type CallerOrigin = { kind: 'browser'; origin: string } | { kind: 'non-browser' };

export function checkMethod(method: string): void {
  if (method !== 'POST' && method !== 'OPTIONS') {
    throw new MailError(405, 'Method Not Allowed', `method ${method}`, { Allow: ALLOWED_METHODS });
  }
}

export function checkOrigin(req: Request, allowedOrigins: readonly string[]): CallerOrigin {
  const origin = req.headers.get('origin');
  if (origin === null) return { kind: 'non-browser' };
  if (origin === new URL(req.url).origin || allowedOrigins.includes(origin)) {
    return { kind: 'browser', origin };
  }
  throw new MailError(403, 'Forbidden', 'origin not allowed');
}

/** Echoed exactly, never `*`. */
export function corsHeaders(caller: CallerOrigin | undefined): Record<string, string> {
  if (caller?.kind !== 'browser') return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': caller.origin, Vary: 'Origin' };
}

export const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': ALLOWED_METHODS,
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
  Allow: ALLOWED_METHODS,
} as const;
