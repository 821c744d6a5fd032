/** Shared set-up for the audience tests: a real local blob server, and the requests a browser, a bot or an attacker sends. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { BEACON_PATH } from '../../../src/shared/audience.ts';
import { forgetStoreFailures } from '../../mail/request/store-call.ts';
import { handleApplicationLink } from '../application-link.ts';
import { handleBeacon } from '../beacon.ts';
import { audienceStore, dayOf, readDay } from '../store.ts';
import { sumTallies, type Tally } from '../tally.ts';

export const SITE = 'https://portfolio.example';
export const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
export const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
export const SLACKBOT = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
/** A fixed moment, so tests choose their days. */
export const NOW = Date.parse('2026-03-10T12:00:00Z');
export const DAY_MS = 24 * 60 * 60 * 1000;

type Options = { ip?: string; userAgent?: string; headers?: Record<string, string>; now?: number };

export function beaconRequest(body: unknown, { userAgent = CHROME, headers = {} }: Options = {}): Request {
  return new Request(SITE + BEACON_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain',
      Origin: SITE,
      'Sec-Fetch-Site': 'same-origin',
      'User-Agent': userAgent,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function sendBeacon(body: unknown, options: Options = {}) {
  const response = await handleBeacon(
    beaconRequest(body, options),
    { ip: options.ip ?? '198.51.100.7' },
    options.now ?? NOW,
  );
  return {
    status: response.status,
    body: response.status === 200 ? ((await response.json()) as { via?: string }) : null,
  };
}

export async function openLink(
  path: string,
  { ip = '198.51.100.7', userAgent = CHROME, headers = {}, now = NOW }: Options = {},
) {
  const request = new Request(SITE + path, { headers: { 'User-Agent': userAgent, ...headers } });
  return handleApplicationLink(request, { ip }, now);
}

/** The day's shards added up, as the owner's figures read them. */
export const dayTotals = async (now = NOW): Promise<Tally> => sumTallies(await readDay(audienceStore(), dayOf(now)));

/** Every key of the audience store and its text. */
export async function storedEntries(): Promise<Record<string, string>> {
  const store = audienceStore();
  const { blobs } = await store.list();
  return Object.fromEntries(
    await Promise.all(blobs.map(async ({ key }) => [key, (await store.get(key, { type: 'text' })) ?? ''] as const)),
  );
}

/** Starts a blob server for the file; each test starts with an empty store and the default settings. */
export function useAudienceTestEnv() {
  let blobs: BlobsServer;
  let directory: string;
  let url: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'audience-blobs-'));
    blobs = new BlobsServer({ directory, token: 'test-token' });
    url = `http://127.0.0.1:${(await blobs.start()).port}`;
  });
  beforeEach(async () => {
    forgetStoreFailures();
    const context = { edgeURL: url, uncachedEdgeURL: url, siteID: 'test-site', token: 'test-token' };
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', Buffer.from(JSON.stringify(context)).toString('base64'));
    const store = audienceStore();
    const { blobs: all } = await store.list();
    await Promise.all(all.map(({ key }) => store.delete(key)));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  });
  return {
    /** Points the functions at a blob server that is not there. */
    storeDown: () => {
      const context = {
        edgeURL: 'http://127.0.0.1:9',
        uncachedEdgeURL: 'http://127.0.0.1:9',
        siteID: 'test-site',
        token: 'test-token',
      };
      vi.stubEnv('NETLIFY_BLOBS_CONTEXT', Buffer.from(JSON.stringify(context)).toString('base64'));
    },
  };
}
