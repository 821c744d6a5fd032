/**
 * The beacon (../functions/audience.ts, `POST /api/audience`): what a page sends after it has
 * loaded, `{ page, referrer }` for its view or `{ page, event }` for an event. It answers the
 * application link the visitor came by today, if any (`{ via }`), which the contact form passes on
 * as a reserved parameter. It answers no 5xx: a beacon that cannot be stored is dropped (204), and
 * the page never sends it again.
 */
import type { Context } from '@netlify/functions';
import { AUDIENCE_EVENTS, type AudienceEvent } from '../../src/shared/audience.ts';
import { isBot, mayCount } from './consent.ts';
import { pageOrOther } from './pages.ts';
import { audienceStore } from './store.ts';
import { OTHER, type Hit } from './tally.ts';
import { countVisitorHit } from './visitor.ts';

/** A beacon is a few dozen bytes; anything longer is not the page's. */
export const MAX_BEACON_BYTES = 2048;
const HOST = /^[a-z0-9.-]{1,100}$/;

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: {
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
  });

/** The body as text, or null past the limit: read as it comes, so a huge body is never held whole. */
async function readCapped(req: Request): Promise<string | null> {
  if (Number(req.headers.get('content-length')) > MAX_BEACON_BYTES) return null;
  if (!req.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of req.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_BEACON_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The referrer's host, or null for none and for the site's own pages. */
function referrerHost(referrer: unknown, ownHost: string): string | null {
  if (typeof referrer !== 'string' || referrer === '') return null;
  const url = URL.parse(referrer);
  if (!url || !/^https?:$/.test(url.protocol)) return OTHER;
  if (url.host === ownHost) return null;
  return HOST.test(url.hostname) ? url.hostname : OTHER;
}

type Beacon = { page: string; event?: AudienceEvent; referrer?: unknown };

function parseBeacon(text: string): Beacon | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { page, event, referrer } = body as Record<string, unknown>;
  if (typeof page !== 'string' || page.length > 200) return null;
  if (event !== undefined && !(AUDIENCE_EVENTS as readonly unknown[]).includes(event)) return null;
  return { page, event: event as AudienceEvent | undefined, referrer };
}

const sameOrigin = (req: Request) => {
  const site = req.headers.get('sec-fetch-site');
  const origin = req.headers.get('origin');
  return (site === null || site === 'same-origin') && (origin === null || origin === new URL(req.url).origin);
};

export async function handleBeacon(req: Request, context: Pick<Context, 'ip'>, now = Date.now()): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!sameOrigin(req)) return answer(403);
  if (!mayCount(req) || isBot(req)) return answer(204);
  const text = await readCapped(req).catch(() => null);
  if (text === null) return answer(413);
  const beacon = parseBeacon(text);
  if (!beacon) return answer(400);
  try {
    const hitOf = (visitor: string): Hit =>
      beacon.event
        ? { kind: 'event', event: beacon.event, visitor }
        : {
            kind: 'view',
            page: pageOrOther(beacon.page),
            referrer: referrerHost(beacon.referrer, new URL(req.url).host),
            visitor,
          };
    const via = await countVisitorHit(audienceStore(), req, context.ip, now, hitOf);
    return answer(200, via ? { via } : {});
  } catch (error) {
    console.warn(JSON.stringify({ event: 'audience-beacon', dropped: true, error: String(error) }));
    return answer(204);
  }
}
