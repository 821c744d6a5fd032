/**
 * `npm run preview`: dist/ and the functions as Netlify serves them, with netlify.toml's dev settings
 * (the shell's variables win); src/tooling/README.md says what it adds and refuses.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { NetlifyDev } from '@netlify/dev';
import { chooseEncoding, compressed, compressionStream } from './compression.ts';
import { listenHost, localNames, refusalOf } from './request-guard.ts';

// The project it serves is the working directory, as npm runs scripts in the package root.
const projectRoot = process.cwd();
const port = Number(process.env.PORT ?? 8888);
const host = listenHost();
const address = `http://localhost:${port}`;

if (!existsSync(join(projectRoot, 'dist', 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const netlify = new NetlifyDev({
  projectRoot,
  serverAddress: address,
  // Everything offline: edge functions need Deno from the network, geolocation an API.
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
  database: { enabled: false },
  aiGateway: { enabled: false },
});
await netlify.start();

type Collected = Record<string, string>;

async function netlifyAnswer(request: IncomingMessage | Request, headers: Collected) {
  const options = {
    serverAddress: address,
    headersCollector: (name: string, value: string) => void (headers[name] = value),
  };
  return request instanceof Request
    ? netlify.handleAndIntrospect(request, options)
    : netlify.handleAndIntrospectNodeRequest(request, options);
}

/** Sends NetlifyDev's answer, a text file compressed once (./compression.ts), a function's as it streams. */
async function write(
  res: ServerResponse,
  response: Response,
  extraHeaders: Collected,
  { status = response.status, isFile = false } = {},
) {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  // The functions' runtime times every fetch a call made in this header, for Netlify's proxy: after a
  // retry pass it outgrows the 16 KB of headers that Node's clients accept.
  headers.delete('x-nf-fetch-timing');
  const encoding = response.body ? chooseEncoding(res.req.headers['accept-encoding'], headers) : undefined;
  if (encoding) {
    headers.set('content-encoding', encoding);
    headers.append('vary', 'Accept-Encoding');
    headers.delete('content-length');
  }
  if (!response.body || res.req.method === 'HEAD') return void res.writeHead(status, Object.fromEntries(headers)).end();
  if (isFile && encoding) {
    const body = await compressed(Buffer.from(await response.arrayBuffer()), encoding);
    headers.set('content-length', String(body.length));
    res.writeHead(status, Object.fromEntries(headers)).end(body);
    return;
  }
  res.writeHead(status, Object.fromEntries(headers));
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  if (encoding) body.pipe(compressionStream(encoding)).pipe(res);
  else body.pipe(res);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const headers: Collected = {};
  const result = await netlifyAnswer(req, headers);
  // A page under a redirect rule it shadows (/en/contact under `/en/*`) comes back as a 'redirect'
  // answer, but it is a file like any other: compressed once, not on every request.
  if (result)
    return write(res, result.response, headers, { isFile: result.type === 'static' || result.type === 'redirect' });
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
    return;
  }
  // The SPA fallback (`/*  /index.html  200`), which NetlifyDev skips.
  const index = await netlifyAnswer(new Request(`${address}/index.html`), headers);
  if (!index) throw new Error('dist/index.html is not served');
  return write(res, index.response, headers, { status: 200, isFile: true });
}

const names = localNames(host);

const server = createServer((req, res) => {
  const refusal = refusalOf({ method: req.method, url: req.url, host: req.headers.host }, names);
  if (refusal)
    return void res
      .writeHead(refusal.status, { 'Content-Type': 'text/plain; charset=utf-8', ...refusal.headers })
      .end(refusal.text);
  handle(req, res).catch((error: unknown) => {
    console.error('[preview]', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  });
});

server.listen(port, host, () =>
  console.log(
    `Preview (dist/ and the Netlify Functions) on ${address}${host === '127.0.0.1' ? '' : `, listening on ${host}`}`,
  ),
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[preview] ${signal}: shutting down`);
  server.close();
  server.closeAllConnections();
  await netlify.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
