/**
 * The mail function as deployed (netlify/functions/mail.ts), against the stand-ins of ./stand-ins.ts:
 * - its own time per message through the whole pipeline (origin, body, keys, template,
 *   protections, the proof of work and its replay check, throttle and daily budget, keeping the
 *   message and recording its delivery, rendering, Resend's SDK);
 * - its size as Netlify packs it (the bench's packer, src/tooling/bench/pack-function.ts);
 * - its cold start: a fresh Node process loading the packed files and answering one message.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { proof, send, sendRequest, timeEach, visitor, withStandIns } from './stand-ins.ts';

const REQUESTS = 100;
const WARM_UP = 10;
const COLD_STARTS = 5;
const FUNCTION = 'netlify/functions/mail.ts';

// Every message must carry a proof; each comes from a new client, and the per-key interval would hold all
// but one a second; the daily budget is taken as on a site, but never runs out here.
const SETTINGS = { MAIL_CHALLENGE: 'require', MAIL_THROTTLE_KEY_INTERVAL_MS: '0', MAIL_DAILY_LIMIT: '100000' };

export type MailFunctionBench = {
  /** Each message's time, after a warm-up. */
  messagesMs: number[];
  /** As packed: the archive, its content unpacked, and how many files. */
  zipBytes: number;
  bytes: number;
  files: number;
  coldStartsMs: number[];
};

async function messagesMs(): Promise<number[]> {
  // Solved beforehand: that is the visitor's work, not the function's.
  const proofs = await Promise.all(Array.from({ length: WARM_UP + REQUESTS }, () => proof()));
  return timeEach(REQUESTS, WARM_UP, (i) => send(i, { altcha: proofs[i] }));
}

/** Packs FUNCTION as Netlify's build does into `destination`, zipped or not; the path of what it wrote. */
export type Packer = (fn: string, destination: string, archiveFormat: 'zip' | 'none') => Promise<string>;

/** In a fresh process: load the packed function and answer one message; prints the milliseconds. */
const COLD_START = `
const started = performance.now();
const { default: handler } = await import(process.env.BENCH_MODULE);
const { url, headers, body, context } = JSON.parse(process.env.BENCH_MESSAGE);
const response = await handler(new Request(url, { method: 'POST', headers, body }), context);
await response.text();
if (response.status !== 200) throw new Error('the cold start answered ' + response.status);
console.log(performance.now() - started);`;

async function packedSizeAndColdStart(pack: Packer, env: Record<string, string>) {
  const directory = await mkdtemp(join(tmpdir(), 'mail-package-'));
  try {
    const zipBytes = (await stat(await pack(FUNCTION, join(directory, 'zip'), 'zip'))).size;
    const unpacked = await pack(FUNCTION, join(directory, 'unpacked'), 'none');
    const files = (await readdir(unpacked, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    const sizes = await Promise.all(files.map(async (file) => (await stat(join(file.parentPath, file.name))).size));
    const timings: number[] = [];
    for (let run = 0; run < COLD_STARTS; run++) {
      const i = WARM_UP + REQUESTS + run;
      const request = sendRequest(i, { altcha: await proof() });
      const message = {
        url: request.url,
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
        context: visitor(i),
      };
      const bench = {
        BENCH_MODULE: pathToFileURL(join(unpacked, FUNCTION.replace(/\.ts$/, '.mjs'))).href,
        BENCH_MESSAGE: JSON.stringify(message),
      };
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', COLD_START], {
        env: { ...process.env, ...env, ...bench },
      });
      timings.push(Number(stdout.trim().split('\n').pop()));
    }
    return {
      zipBytes,
      bytes: sizes.reduce((total, size) => total + size, 0),
      files: files.length,
      coldStartsMs: timings,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export const benchMailFunction = (pack: Packer): Promise<MailFunctionBench> =>
  withStandIns(SETTINGS, async ({ env }) => ({
    messagesMs: await messagesMs(),
    ...(await packedSizeAndColdStart(pack, env)),
  }));
