/**
 * A stand-in for the Resend API for the browser tests: `npm run preview` sends to it through
 * RESEND_BASE_URL. POST /emails records a message the way Resend accepts one; GET /emails lists
 * them. PUT /mode makes it fail the ways Resend can ('ok', 'server-error', 'rate-limit',
 * 'timeout', 'invalid-key'), so tests can take the provider down and bring it back. Every
 * accepted POST is recorded, even one repeating an idempotency key, so a test sees any double send.
 */
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_RESEND_PORT ?? 8891);
const emails: { idempotencyKey: string | null }[] = [];
let mode = 'ok';

const FAILURES: Record<string, { status: number; body: object }> = {
  'server-error': { status: 500, body: { statusCode: 500, name: 'internal_server_error', message: 'Unexpected error.' } },
  'rate-limit': { status: 429, body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests.' } },
  'invalid-key': { status: 403, body: { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' } },
};

const readBody = (req: import('node:http').IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
  });

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${port}`);
  if (url.pathname === '/mode' && req.method === 'PUT') {
    mode = await readBody(req);
    return void res.writeHead(204).end();
  }
  if (url.pathname !== '/emails') return void res.writeHead(404).end();
  if (req.method === 'GET') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(emails));
    return;
  }
  const body = await readBody(req);
  if (mode === 'timeout') return; // never answers: the function's own timeout ends the wait
  const failure = FAILURES[mode];
  if (failure) return void res.writeHead(failure.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(failure.body));
  const key = req.headers['idempotency-key'];
  const idempotencyKey = typeof key === 'string' ? key : null;
  emails.push({ ...JSON.parse(body), idempotencyKey });
  const id = `fake-${emails.length}`;
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id }));
}).listen(port, () => console.log(`Fake Resend on http://localhost:${port}`));
