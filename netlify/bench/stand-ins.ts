/**
 * What the mail benches run the deployed functions against, in this process: a local blob server
 * (on a RAM disk where there is one), Resend's API answered at once by a stand-in on loopback, and
 * messages as the site's form sends them, with proofs of work made as its widget makes them.
 */
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import { BlobsServer } from '@netlify/blobs/server';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import challenge from '../functions/mail-challenge.ts';
import mail from '../functions/mail.ts';
import { CHALLENGE_FIELD, CHALLENGE_PATH } from '../../src/shared/challenge.ts';
import { LIB_VERSION, SEND_PATH } from '../../src/shared/emailjs-wire.ts';
import { DEFAULT_PUBLIC_KEY, SERVICE_ID, TEMPLATE_ID } from '../../src/shared/mail-identifiers.ts';

export const SITE = 'https://portfolio.example';

/**
 * `env`: the functions' settings, every store on the blob server and every mail to the stand-in.
 * `root`: a scratch project, the blobs in its `.netlify/blobs-serve`, where the inbox reads a local store.
 * While `failing`, Resend answers 500 (an outage); otherwise it takes each mail and keeps its subject.
 */
export type StandIns = { env: Record<string, string>; root: string; failing: boolean; subjects: string[] };

export async function withStandIns<T>(
  settings: Record<string, string>,
  task: (standIns: StandIns) => Promise<T>,
): Promise<T> {
  const root = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'mail-bench-'));
  // Also when the bench is stopped midway: a flood's store would stay in memory.
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  process.once('exit', removeRoot);
  const standIns: StandIns = { env: {}, root, failing: false, subjects: [] };
  const resend = createServer(async (req, res) => {
    const body = Buffer.concat(await req.toArray()).toString();
    if (!standIns.failing) standIns.subjects.push(String((JSON.parse(body) as { subject?: string }).subject));
    res.writeHead(standIns.failing ? 500 : 200, { 'Content-Type': 'application/json' });
    res.end(
      standIns.failing ? '{"statusCode":500,"name":"internal_server_error","message":"outage"}' : '{"id":"bench"}',
    );
  });
  await new Promise<void>((resolve) => resend.listen(0, '127.0.0.1', resolve));
  const blobs = new BlobsServer({ directory: join(root, '.netlify', 'blobs-serve'), token: 'bench' });
  const url = `http://127.0.0.1:${(await blobs.start()).port}`;
  // Site 0: where @netlify/dev files a project's blobs, and the inbox looks first.
  const context = { siteID: '0', token: 'bench', edgeURL: url, uncachedEdgeURL: url };
  standIns.env = {
    ...settings,
    RESEND_API_KEY: 're_bench',
    RESEND_BASE_URL: `http://127.0.0.1:${(resend.address() as { port: number }).port}`,
    MAIL_TO: 'owner@portfolio.example',
    NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(context)).toString('base64'),
  };
  const [env, info] = [{ ...process.env }, console.info];
  Object.assign(process.env, standIns.env);
  console.info = () => {};
  try {
    return await task(standIns);
  } finally {
    [process.env, console.info] = [env, info];
    resend.close();
    await blobs.stop();
    removeRoot();
  }
}

/** The time of each of `runs` tasks run one after another, after `warmUp` untimed ones. */
export async function timeEach(runs: number, warmUp: number, task: (i: number) => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    const started = performance.now();
    await task(i);
    if (i >= warmUp) timings.push(performance.now() - started);
  }
  return timings;
}

/** A client of its own for request `i`: the functions count and throttle per client. */
export const visitor = (i: number) =>
  ({ ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, requestId: `bench-${i}` }) as unknown as Context;

/** Message `i` as the form sends it: each different (equal ones are a double submit), from its own sender, of a realistic length. */
export const sendRequest = (
  i: number,
  { subject = 'Stage de développement', altcha }: { subject?: string; altcha?: string } = {},
) => {
  const message = `${'Bonjour,\nJe souhaiterais échanger avec vous au sujet d’un stage. '.repeat(10)}${i}`;
  const params = {
    name: 'Jeanne Martin',
    email: `visitor${i}@example.org`,
    phone: '+33 6 12 34 56 78',
    subject,
    message,
    ...(altcha && { [CHALLENGE_FIELD]: altcha }),
  };
  const body = JSON.stringify({
    lib_version: LIB_VERSION,
    user_id: DEFAULT_PUBLIC_KEY,
    service_id: SERVICE_ID,
    template_id: TEMPLATE_ID,
    template_params: params,
  });
  return new Request(`${SITE}${SEND_PATH}`, {
    method: 'POST',
    headers: { Origin: SITE, 'Content-type': 'application/json' },
    body,
  });
};

/** Sends message `i` to the function, which must take it. */
export async function send(i: number, options?: Parameters<typeof sendRequest>[1]): Promise<void> {
  const response = await mail(sendRequest(i, options), visitor(i));
  await response.text();
  if (response.status !== 200) throw new Error(`message ${i} answered ${response.status}`);
}

/** A proof of work as the form's widget makes it: a challenge of the function's, solved (a quarter of a second or so). */
export async function proof(): Promise<string> {
  const issued = (await (
    await challenge(new Request(`${SITE}${CHALLENGE_PATH}`, { headers: { Origin: SITE } }))
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge: issued, deriveKey });
  if (!solution) throw new Error('a challenge of the function was not solved');
  // The widget's payload: the challenge's parameters and signature, and the solution.
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: issued.parameters, signature: issued.signature }, solution }),
  ).toString('base64');
}
