/**
 * The message store on the local blob server of Netlify's own CLI (`netlify dev`, `netlify serve`),
 * whose reads carry no ETag (netlify/primitives#772): a double submit is still the same message, and
 * the retry pass can still move a message from one state to the next.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blobsMessageStore, MESSAGE_STORE, type MessageStore } from './message-store.ts';
import { storedMessage } from '../testing/stored-message.ts';

let server: BlobsServer;
let directory: string;
let messages: MessageStore;

/** The CLI's blob server as it answers: reads without their ETag. */
const withoutReadEtags: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return response;
  const headers = new Headers(response.headers);
  headers.delete('etag');
  return new Response(response.body, { status: response.status, headers });
};

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'unversioned-store-'));
  server = new BlobsServer({ directory, token: 'test' });
  const url = `http://127.0.0.1:${(await server.start()).port}`;
  const store = getStore({
    name: MESSAGE_STORE,
    siteID: 'cli',
    token: 'test',
    edgeURL: url,
    uncachedEdgeURL: url,
    consistency: 'strong',
    fetch: withoutReadEtags,
  });
  messages = blobsMessageStore(store);
});
afterAll(async () => {
  await server.stop();
  await rm(directory, { recursive: true, force: true });
});

describe('a blob store whose reads carry no ETag (netlify/primitives#772)', () => {
  it('finds the kept message on a double submit, and lets its state move on, saying why once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const message = storedMessage('20261124T080000Z-twin0001', '2026-11-24T08:00:00.000Z');
    expect(await messages.create(message, [])).toMatchObject({ kept: { message } });

    const twin = await messages.create(message, []);
    expect(twin).toMatchObject({ existing: { message: { id: message.id, state: 'pending' } } });

    const read = (await messages.get(message.id))!;
    const sent = { ...read.message, state: 'sent' as const, sentAt: '2026-11-24T08:01:00.000Z' };
    expect(await messages.replace(read, sent)).toBeTruthy();
    expect((await messages.get(message.id))?.message.state).toBe('sent');

    const warnings = warn.mock.calls.flat().join('\n');
    expect(warnings).toContain('netlify/primitives#772');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads and rewrites a note', async () => {
    expect(await messages.writeNote('digest', { covered: ['a'] }, null)).not.toBeNull();
    const note = (await messages.readNote<{ covered: string[] }>('digest'))!;
    expect(note.value).toEqual({ covered: ['a'] });
    expect(await messages.writeNote('digest', { covered: ['a', 'b'] }, note.etag)).not.toBeNull();
    expect((await messages.readNote<{ covered: string[] }>('digest'))?.value).toEqual({ covered: ['a', 'b'] });
  });
});
