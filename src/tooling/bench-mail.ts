/**
 * The mail function's own overhead per request: a valid /send through the whole pipeline (origin,
 * body, keys, template, protections, the Blobs throttle on a local blob server, rendering, the
 * Resend SDK), with only Resend's HTTP API answered by MSW. Budget (DESIGN.md 9): 5 ms median.
 * `npx tsx src/tooling/bench-mail.ts` prints the result; `npm run bench` imports benchMail().
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BlobsServer } from '@netlify/blobs/server';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handleMail } from '../../netlify/mail/handler.ts';
import { contactMessage } from '../../mocks/contact-message.ts';

const REQUESTS = 400;
const WARM_UP = 40;
const SITE = 'https://portfolio.example';

const ENV: Record<string, string> = {
  MAIL_PUBLIC_KEY: 'pk_bench',
  RESEND_API_KEY: 're_bench',
  MAIL_FROM: 'Portfolio <contact@portfolio.example>',
  MAIL_TO: 'owner@portfolio.example',
  MAIL_THROTTLE_PER_IP: '5',
  // Every request comes from a new IP; the per-key limit would refuse all but one a second.
  MAIL_THROTTLE_KEY_INTERVAL_MS: '0',
};

const body = JSON.stringify({
  lib_version: '4.4.1',
  user_id: 'pk_bench',
  service_id: 'service_portfolio',
  template_id: 'template_contact',
  // A message of a realistic length: the escaping and rendering cost grows with it.
  template_params: { ...contactMessage(), message: 'Bonjour,\nJe souhaiterais échanger avec vous au sujet d’un stage. '.repeat(10) },
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

export async function benchMail(): Promise<{ medianMs: number; p95Ms: number; requests: number }> {
  const directory = await mkdtemp(join(tmpdir(), 'bench-mail-'));
  const blobs = new BlobsServer({ directory, token: 'bench' });
  const { port } = await blobs.start();
  const url = `http://127.0.0.1:${port}`;
  const savedEnv = { ...process.env };
  Object.assign(process.env, ENV, {
    NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'bench', token: 'bench' })).toString('base64'),
  });
  const resend = setupServer(http.post('https://api.resend.com/emails', () => HttpResponse.json({ id: 'bench' })));
  resend.listen({ onUnhandledRequest: 'bypass' });
  const info = console.info;
  console.info = () => {};

  try {
    const timings: number[] = [];
    for (let i = 0; i < WARM_UP + REQUESTS; i++) {
      const req = new Request(`${SITE}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { Origin: SITE, 'Content-type': 'application/json' },
        body,
      });
      const started = performance.now();
      const response = await handleMail(req, { ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, requestId: 'bench' });
      await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`request ${i} answered ${response.status}`);
      if (i >= WARM_UP) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return { medianMs: round(percentile(timings, 0.5)), p95Ms: round(percentile(timings, 0.95)), requests: timings.length };
  } finally {
    console.info = info;
    resend.close();
    process.env = savedEnv;
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchMail();
  console.log(`mail function overhead: median ${result.medianMs} ms, p95 ${result.p95Ms} ms over ${result.requests} requests (budget: 5 ms median)`);
}
