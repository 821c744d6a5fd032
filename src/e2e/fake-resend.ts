/**
 * A stand-in for the Resend API for the browser tests and for trying the mail loop offline:
 * `npm run preview` sends to it through RESEND_BASE_URL. POST /emails records a message the way
 * Resend accepts one (its id is `fake-<n>`); GET /emails lists them. PUT /mode makes it fail the
 * ways Resend can ('ok', 'server-error', 'rate-limit', 'timeout', 'invalid-key', 'invalid-message'),
 * so tests can take the provider down and bring it back. Every accepted POST is recorded, even one repeating an
 * idempotency key, so a test sees any double send.
 *
 * Each preview of the tests sends with a Resend key of its own (RESEND_API_KEY), and alerts to
 * `/alerts?key=` with that key: `?key=` on any address below keeps to that preview's mode, mails
 * and alerts, so a test that takes its preview's Resend down runs beside the others. Without it, a
 * mode is every key's that has none of its own, and a list holds every key's entries.
 *
 * Resend's webhooks: POST /events `{ url, email, type }` posts the event `type` about the recorded
 * email `email` to `url` (`npm run dev`'s or `npm run preview`'s /api/v1.0/webhooks/resend),
 * signed as Resend signs, with the dev RESEND_WEBHOOK_SECRET of netlify.toml unless `secret` is
 * given, and dated now unless `signedAt` is. It answers what it posted and what came back, so a
 * test can post the same request again.
 *
 * The owner's alert receiver: POST /alerts records an alert (and whether its signature holds with
 * ALERT_SECRET), GET /alerts lists them, PUT /alerts/mode 'down' answers 503 until 'up'.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { resendEvent, signResendEvent, type EventType } from '../../mocks/resend-events.ts';
import { devContext } from '../../netlify/mail/testing/dev-context.ts';
import { ALERT_SECRET } from './servers.ts';

const port = Number(process.env.FAKE_RESEND_PORT ?? 8891);
type Email = {
  id: string;
  key: string;
  from: string;
  to: string | string[];
  subject: string;
  tags?: { name: string; value: string }[];
  idempotencyKey: string | null;
};
const emails: Email[] = [];
/** By Resend key: the failure it answers with ('ok' if none), and whether its alert receiver is down. */
const modes = new Map<string, string>();
const alertsDown = new Set<string>();
const alerts: { key: string; headers: Record<string, string>; body: unknown; verified: boolean }[] = [];

const FAILURES: Record<string, { status: number; body: object }> = {
  'server-error': {
    status: 500,
    body: { statusCode: 500, name: 'internal_server_error', message: 'Unexpected error.' },
  },
  'rate-limit': { status: 429, body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests.' } },
  'invalid-key': { status: 403, body: { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' } },
  'invalid-message': {
    status: 422,
    body: { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' },
  },
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
  });

const headersOf = (req: IncomingMessage) =>
  Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));

type EventRequest = { url: string; email: string; type: EventType; secret?: string; signedAt?: string };

/** Posts one signed event about a recorded email; answers what was posted and the answer. */
async function postEvent({ url, email, type, secret, signedAt }: EventRequest) {
  const sent = emails.find((candidate) => candidate.id === email);
  if (!sent) return { status: 404, error: `no email ${email}` };
  const tags = Object.fromEntries((sent.tags ?? []).map(({ name, value }) => [name, value]));
  const mail = { id: sent.id, from: sent.from, to: [sent.to].flat(), subject: sent.subject, tags };
  const signed = signResendEvent(
    resendEvent(type, mail),
    secret ?? devContext().RESEND_WEBHOOK_SECRET!,
    signedAt ? { at: new Date(signedAt) } : {},
  );
  const answer = await fetch(url, { method: 'POST', headers: signed.headers, body: signed.body });
  return { status: answer.status, text: await answer.text(), request: signed };
}

const json = (res: ServerResponse, status: number, value: unknown) =>
  void res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));

/** The entries of `key` (all of them without one), as Resend and the receiver got them. */
const ofKey = <T extends { key: string }>(entries: T[], key: string | null) =>
  entries.filter((entry) => key === null || entry.key === key).map(({ key: _key, ...entry }) => entry);

async function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', `http://localhost:${port}`);
  const key = url.searchParams.get('key');
  if (url.pathname === '/mode' && req.method === 'PUT') {
    modes.set(key ?? '', await readBody(req));
    return void res.writeHead(204).end();
  }
  if (url.pathname === '/events' && req.method === 'POST')
    return json(res, 200, await postEvent(JSON.parse(await readBody(req)) as EventRequest));
  if (url.pathname === '/alerts/mode' && req.method === 'PUT') {
    if ((await readBody(req)) === 'down') alertsDown.add(key ?? '');
    else alertsDown.delete(key ?? '');
    return void res.writeHead(204).end();
  }
  if (url.pathname === '/alerts') {
    if (req.method === 'GET') return json(res, 200, ofKey(alerts, key));
    const body = await readBody(req);
    if (alertsDown.has(key ?? '') || alertsDown.has('')) return void res.writeHead(503).end();
    let verified = true;
    try {
      new Webhook(ALERT_SECRET).verify(body, headersOf(req));
    } catch {
      verified = false;
    }
    alerts.push({ key: key ?? '', headers: headersOf(req), body: JSON.parse(body), verified });
    return void res.writeHead(204).end();
  }
  if (url.pathname !== '/emails') return void res.writeHead(404).end();
  if (req.method === 'GET') return json(res, 200, ofKey(emails, key));
  const body = await readBody(req);
  const resendKey = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const mode = modes.get(resendKey) ?? modes.get('') ?? 'ok';
  if (mode === 'timeout') return; // never answers: the function's own timeout ends the wait
  const failure = FAILURES[mode];
  if (failure) return json(res, failure.status, failure.body);
  const idempotency = req.headers['idempotency-key'];
  const idempotencyKey = typeof idempotency === 'string' ? idempotency : null;
  const id = `fake-${emails.length + 1}`;
  emails.push({ ...JSON.parse(body), id, key: resendKey, idempotencyKey });
  json(res, 200, { id });
}

// A request that fails (an event whose receiver hung up) is answered 502; the server stays up for the rest of the run.
createServer((req, res) =>
  answer(req, res).catch((error: unknown) => {
    if (res.headersSent) res.end();
    else json(res, 502, { error: String(error) });
  }),
).listen(port, () => console.log(`Fake Resend on http://localhost:${port}`));
