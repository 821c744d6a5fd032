import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCleanup } from '../owner/cleanup.ts';
import { call, jsonRequest, sendBody, useMailTestEnv } from '../testing/harness.ts';
import { THROTTLE_STORE } from './throttle-store.ts';

const { useStoreAt } = useMailTestEnv({
  MAIL_THROTTLE_PER_IP: '5',
  MAIL_THROTTLE_KEY_INTERVAL_MS: '1000',
  MAIL_DAILY_LIMIT: '100',
});

/** A blob server of this file's own, that reports each request it serves. */
const requests: { type: string; url: string }[] = [];
let server: BlobsServer;
let directory: string;
let url: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'throttle-cleanup-'));
  server = new BlobsServer({ directory, token: 'test-token', onRequest: (request) => void requests.push(request) });
  url = `http://127.0.0.1:${(await server.start()).port}`;
});
afterAll(async () => {
  await server.stop();
  await rm(directory, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

const throttleKeys = async () =>
  (await getStore({ name: THROTTLE_STORE, consistency: 'strong' }).list()).blobs.map((blob) => blob.key).sort();

describe('the daily clean-up of the throttle', () => {
  it('deletes every day but the current and the previous one, and older entries, without reading one', async () => {
    useStoreAt(url);
    vi.useFakeTimers({ toFake: ['Date'] });
    // An entry of the layout before buckets: one per client.
    await getStore({ name: THROTTLE_STORE, consistency: 'strong' }).setJSON('ip/0123456789abcdef', {
      times: [Date.parse('2026-04-01T09:00:00Z')],
    });
    for (const [day, clients] of [
      ['2026-04-01', 3],
      ['2026-04-02', 1],
      ['2026-04-03', 1],
    ] as const) {
      for (let i = 0; i < clients; i++) {
        vi.setSystemTime(Date.parse(`${day}T10:00:0${i}Z`));
        expect((await call(jsonRequest(sendBody()), `192.0.2.${i + 1}`)).status).toBe(200);
      }
    }
    const before = await throttleKeys();
    const kept = before.filter((key) => /\/2026-04-0[23]\//.test(key));

    requests.length = 0;
    const summary = await runCleanup(Date.parse('2026-04-03T12:00:00Z'));
    const throttleRequests = requests.filter((request) => request.url.includes(THROTTLE_STORE));
    expect(throttleRequests.filter((request) => request.type !== 'list' && request.type !== 'delete')).toEqual([]);
    expect(kept.length).toBeGreaterThan(0);
    expect(await throttleKeys()).toEqual(kept);
    expect(summary.throttleEntries).toBe(before.length - kept.length);
    expect(throttleRequests.filter((request) => request.type === 'delete')).toHaveLength(summary.throttleEntries);
  });
});
