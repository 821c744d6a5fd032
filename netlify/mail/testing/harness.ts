/**
 * Shared set-up for the mail function's tests: a real local blob server (and, to point the
 * function at instead, addresses where the store is down or never answers), Resend mocked with
 * MSW, the environment of a configured site, and builders for the requests a browser would send.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { nodeServer, startNodeServer } from '../../../mocks/node-server.ts';
import { contactMessage } from '../../../mocks/contact-message.ts';
import { resendAccepting, type ResendCall } from '../../../mocks/resend.ts';
import { defaultLanguage } from '../../../src/content/languages.ts';
import { LIB_VERSION, SEND_FORM_PATH, SEND_PATH } from '../../../src/shared/emailjs-wire.ts';
import { HONEYPOT_FIELD } from '../../../src/shared/honeypot.ts';
import { SERVICE_ID, TEMPLATE_ID } from '../../../src/shared/mail-identifiers.ts';
import type { Context } from '@netlify/functions';
// The deployed function, with the observers it wires: every test that sends or runs a pass has them.
import mail from '../../functions/mail.ts';

export { SEND_FORM_PATH, SEND_PATH };
import { forgetStoreFailures } from '../request/store-call.ts';
import { CHALLENGE_SECRET } from './solved-challenge.ts';

export const SITE = 'https://portfolio.example';
export const PUBLIC_KEY = 'pk_test_portfolio';

/**
 * A configured production site. Throttling, the daily limits and the proof of work are off unless a
 * test turns them on: the pipeline's tests speak plain EmailJS.
 */
export const TEST_ENV: Record<string, string> = {
  MAIL_PUBLIC_KEY: PUBLIC_KEY,
  MAIL_ALLOWED_ORIGINS: 'https://partner.example',
  RESEND_API_KEY: 're_test_key',
  MAIL_FROM: 'Portfolio <contact@portfolio.example>',
  MAIL_TO: 'owner@portfolio.example',
  MAIL_CHALLENGE_SECRET: CHALLENGE_SECRET,
  MAIL_CHALLENGE: 'off',
  MAIL_THROTTLE_PER_IP: '0',
  MAIL_THROTTLE_KEY_INTERVAL_MS: '0',
  MAIL_DAILY_LIMIT: '0',
  MAIL_DAILY_PER_CLIENT: '0',
};

let messageCounter = 0;
/** The example message, told apart from the others by its number: two equal messages are one double submit. */
export const uniqueMessage = () => {
  const message = contactMessage();
  return { ...message, message: `${message.message} (${++messageCounter})` };
};

export const sendBody = (overrides: Record<string, unknown> = {}) => ({
  lib_version: LIB_VERSION,
  user_id: PUBLIC_KEY,
  service_id: SERVICE_ID,
  template_id: TEMPLATE_ID,
  template_params: uniqueMessage(),
  ...overrides,
});

type RequestOptions = { origin?: string | null; headers?: Record<string, string>; method?: string };

function headersFor({ origin = SITE, headers = {} }: RequestOptions): Headers {
  const all = new Headers(headers);
  if (origin !== null) all.set('Origin', origin);
  return all;
}

/** What `send` posts: a JSON body (`body` may be a raw string for malformed cases). */
export function jsonRequest(body: unknown, options: RequestOptions = {}): Request {
  const headers = headersFor(options);
  if (!headers.has('content-type')) headers.set('Content-type', 'application/json');
  const method = options.method ?? 'POST';
  const withBody = method !== 'GET' && method !== 'HEAD';
  return new Request(SITE + SEND_PATH, {
    method,
    headers,
    body: withBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : null,
  });
}

/** What `sendForm` posts: the form's fields, then the SDK's four. */
export function formRequest(fields: Record<string, string>, options: RequestOptions = {}): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('lib_version', LIB_VERSION);
  form.append('service_id', SERVICE_ID);
  form.append('template_id', TEMPLATE_ID);
  form.append('user_id', PUBLIC_KEY);
  return new Request(SITE + SEND_FORM_PATH, { method: 'POST', headers: headersFor(options), body: form });
}

/** The headers Chromium sends when a page's own form posts. */
export const NAVIGATION = {
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
};

/** The contact form as the browser posts it by itself, urlencoded: the visitor's fields, the empty honeypot, the hidden fields. */
export function formPost(fields: Record<string, string>, headers: Record<string, string> = NAVIGATION): Request {
  const body = new URLSearchParams({
    [HONEYPOT_FIELD]: '',
    language: defaultLanguage,
    ...fields,
    user_id: PUBLIC_KEY,
    service_id: SERVICE_ID,
    template_id: TEMPLATE_ID,
  });
  return new Request(SITE + SEND_FORM_PATH, {
    method: 'POST',
    headers: { Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: body.toString(),
  });
}

let ipCounter = 0;
/** A fresh client IP per call unless one is given, so throttling tests choose who shares a window. */
export const nextIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

export async function call(req: Request, ip: string = nextIp()) {
  const response = await mail(req, { ip, requestId: 'test-request' } as Context);
  return { response, status: response.status, text: await response.text() };
}

/** Starts the blob server and MSW for the file, and gives each test a clean environment. */
export function useMailTestEnv(env: Record<string, string> = {}) {
  const resendCalls: ResendCall[] = [];
  let blobs: BlobsServer;
  let directory: string;

  let blobsUrl: string;
  // A blob server that takes connections and never answers.
  let silent: Server;
  const silentSockets = new Set<Socket>();

  /** Points the function at the blob server at `url`. */
  const useStoreAt = (url: string) => {
    const context = { edgeURL: url, uncachedEdgeURL: url, siteID: 'test-site', token: 'test-token' };
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', Buffer.from(JSON.stringify(context)).toString('base64'));
  };

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'mail-blobs-'));
    blobs = new BlobsServer({ directory, token: 'test-token' });
    const { port } = await blobs.start();
    blobsUrl = `http://127.0.0.1:${port}`;
    silent = createServer((socket) => void silentSockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    startNodeServer();
  });
  beforeEach(() => {
    // Each test is a fresh instance as far as the store's failures go.
    forgetStoreFailures();
    useStoreAt(blobsUrl);
    for (const [name, value] of Object.entries({ ...TEST_ENV, ...env })) vi.stubEnv(name, value);
    nodeServer.use(resendAccepting(resendCalls));
    // Each request logs one line; keep the test output readable (tests that check logs spy again).
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    resendCalls.length = 0;
    nodeServer.resetHandlers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    nodeServer.close();
    await blobs.stop();
    for (const socket of silentSockets) socket.destroy();
    silent.close();
    await rm(directory, { recursive: true, force: true });
  });
  return {
    resendCalls,
    /** The address of the real local blob server. */
    blobsUrl: () => blobsUrl,
    useStoreAt,
    /** Points the function at a blob server that is not there: the store is down. */
    storeDown: () => useStoreAt('http://127.0.0.1:9'),
    /** Points the function at a blob server that never answers. */
    storeSilent: () => useStoreAt(`http://127.0.0.1:${(silent.address() as { port: number }).port}`),
  };
}
