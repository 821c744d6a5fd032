/**
 * The mail function, measured: its own overhead per request (a valid /send through the whole
 * pipeline: origin, body, keys, template, protections, the proof of work and its Blobs replay
 * check, the Blobs throttle and daily budget, keeping the message in the store and recording its
 * delivery, rendering, the Resend SDK), with Resend's HTTP API answered at once by a stand-in on
 * loopback and the local blob server on a RAM disk where there is one; its size as Netlify packs
 * it (./bench/mail-package.ts); and its cold start, a fresh Node process loading the function's
 * files as packed and answering a first request; against budgets.mailMedianMs (bench/budgets.ts).
 * `npx tsx src/tooling/bench-mail.ts` prints the result; `npm run bench` imports benchMail().
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { BlobsServer } from '@netlify/blobs/server';
import { readMailConfig } from '../../netlify/mail/request/config.ts';
import { handleMail } from '../../netlify/mail/request/handler.ts';
import { solvedChallenge } from '../../netlify/mail/testing/solved-challenge.ts';
import { contactMessage } from '../../mocks/contact-message.ts';
import { packMailFunction, type MailPackage } from './bench/mail-package.ts';
import { LIB_VERSION, SEND_PATH } from '../shared/emailjs-wire.ts';
import { DEFAULT_PUBLIC_KEY, SERVICE_ID, TEMPLATE_ID } from '../shared/mail-identifiers.ts';

const REQUESTS = 400;
const WARM_UP = 40;
const COLD_STARTS = 7;
const SITE = 'https://portfolio.example';

// A site as the Deploy button makes it (the public key, the sender and the challenge secret are
// the code's defaults or derived), with the limits below.
const ENV: Record<string, string> = {
  RESEND_API_KEY: 're_bench',
  MAIL_TO: 'owner@portfolio.example',
  MAIL_THROTTLE_PER_IP: '5',
  // Every request comes from a new IP; the per-key interval would keep all but one a second for
  // the retry pass, with no attempt to measure.
  MAIL_THROTTLE_KEY_INTERVAL_MS: '0',
  // The daily budget is taken as on a site, but never runs out here.
  MAIL_DAILY_LIMIT: '100000',
  // Every message carries a solution to check and remember (solved beforehand: that is the visitor's work).
  MAIL_CHALLENGE: 'require',
};

/**
 * A message of a realistic length (the escaping and rendering cost grows with it), each one
 * different (equal ones are a double submit), each from its own sender (one's fourth of the day is held).
 */
const body = (i: number, altcha: string) =>
  JSON.stringify({
    lib_version: LIB_VERSION,
    user_id: DEFAULT_PUBLIC_KEY,
    service_id: SERVICE_ID,
    template_id: TEMPLATE_ID,
    template_params: { ...contactMessage(), email: `visitor${i}@example.org`, message: `${'Bonjour,\nJe souhaiterais échanger avec vous au sujet d’un stage. '.repeat(10)}${i}`, altcha },
  });

const solutions = (count: number) => Promise.all(Array.from({ length: count }, () => solvedChallenge({ secret: readMailConfig(ENV).challenge.secret })));

const sendRequest = (i: number, altcha: string) =>
  new Request(`${SITE}${SEND_PATH}`, { method: 'POST', headers: { Origin: SITE, 'Content-type': 'application/json' }, body: body(i, altcha) });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const round = (ms: number) => Math.round(ms * 100) / 100;

export type MailBenchResult = {
  medianMs: number;
  p95Ms: number;
  requests: number;
  package: MailPackage;
  coldStart: { medianMs: number; runs: number };
};

/** A local blob server, a Resend stand-in, and the environment that points the function at them. */
async function withServers<T>(task: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const resend = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"bench"}'));
  await new Promise<void>((resolve) => resend.listen(0, '127.0.0.1', resolve));
  const resendUrl = `http://127.0.0.1:${(resend.address() as { port: number }).port}`;
  const directory = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bench-mail-'));
  const blobs = new BlobsServer({ directory, token: 'bench' });
  const { port } = await blobs.start();
  const url = `http://127.0.0.1:${port}`;
  const context = { edgeURL: url, uncachedEdgeURL: url, siteID: 'bench', token: 'bench' };
  try {
    return await task({ ...ENV, RESEND_BASE_URL: resendUrl, NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(context)).toString('base64') });
  } finally {
    resend.close();
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

async function measureOverhead(env: Record<string, string>) {
  const altchas = await solutions(WARM_UP + REQUESTS);
  const savedEnv = { ...process.env };
  Object.assign(process.env, env);
  const info = console.info;
  console.info = () => {};
  try {
    const timings: number[] = [];
    for (let i = 0; i < WARM_UP + REQUESTS; i++) {
      const started = performance.now();
      const response = await handleMail(sendRequest(i, altchas[i]!), { ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, requestId: 'bench' });
      await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`request ${i} answered ${response.status}`);
      if (i >= WARM_UP) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    return { medianMs: round(percentile(timings, 0.5)), p95Ms: round(percentile(timings, 0.95)), requests: timings.length };
  } finally {
    console.info = info;
    process.env = savedEnv;
  }
}

/** In a fresh process: load the packed function and answer one request; prints the milliseconds. */
const COLD_START_SCRIPT = `
const started = performance.now();
const { default: handler } = await import(process.env.BENCH_MODULE);
const response = await handler(new Request('${SITE}${SEND_PATH}', { method: 'POST', headers: { Origin: '${SITE}', 'Content-type': 'application/json' }, body: process.env.BENCH_BODY }), { ip: process.env.BENCH_IP, requestId: 'cold' });
await response.text();
if (response.status !== 200) throw new Error('cold start answered ' + response.status);
console.log(performance.now() - started);
`;

async function measureColdStart(env: Record<string, string>, module: string) {
  const altchas = await solutions(COLD_STARTS);
  const timings: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', COLD_START_SCRIPT], {
      env: { ...process.env, ...env, BENCH_MODULE: pathToFileURL(module).href, BENCH_BODY: body(REQUESTS + WARM_UP + i, altchas[i]!), BENCH_IP: `10.250.0.${i}` },
    });
    timings.push(Number(stdout.trim().split('\n').pop()));
  }
  timings.sort((a, b) => a - b);
  return { medianMs: round(percentile(timings, 0.5)), runs: timings.length };
}

export async function benchMail(): Promise<MailBenchResult> {
  return withServers(async (env) => {
    const overhead = await measureOverhead(env);
    const directory = await mkdtemp(join(tmpdir(), 'bench-mail-package-'));
    try {
      const { module, ...packed } = await packMailFunction(directory);
      return { ...overhead, package: packed, coldStart: await measureColdStart(env, module) };
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchMail();
  console.log(`mail function overhead: median ${result.medianMs} ms, p95 ${result.p95Ms} ms over ${result.requests} requests (budget: 10 ms median)`);
  const { zipBytes, bytes, files } = result.package;
  console.log(`package: ${(zipBytes / 1024).toFixed(1)} KB zip, ${(bytes / 1024).toFixed(1)} KB in ${files} files; cold start median ${result.coldStart.medianMs} ms over ${result.coldStart.runs} fresh processes`);
}
