/**
 * A stand-in for the Resend API for the browser tests: `npm run preview` sends to it through
 * RESEND_BASE_URL. POST /emails records a message the way Resend accepts one; GET /emails lists them.
 */
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_RESEND_PORT ?? 8891);
const emails: unknown[] = [];

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${port}`);
  if (url.pathname !== '/emails') return void res.writeHead(404).end();
  if (req.method === 'GET') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(emails));
    return;
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    emails.push(JSON.parse(body));
    const id = `fake-${emails.length}`;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id }));
  });
}).listen(port, () => console.log(`Fake Resend on http://localhost:${port}`));
