/**
 * The patched local Netlify runtime (netlify/patches/) behaves as Netlify does where the mail API
 * relies on it: conditional writes are atomic, reads carry the ETag that onlyIfMatch needs, a list
 * never shows a write in progress, and a conditional write that fails says so instead of reporting
 * success; the preview's headers follow the build on disk; a burst of function calls runs a few
 * workers per core at a time, and a function is built again when its sources change (not for every
 * call).
 */
import { createServer as createHttpServer } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { NetlifyDev } from '@netlify/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: BlobsServer;
let directory: string;
let url: string;
const token = 'patch-test-token';

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'blobs-patch-'));
  server = new BlobsServer({ directory, token });
  url = `http://127.0.0.1:${(await server.start()).port}`;
});
afterAll(async () => {
  await server.stop();
  await rm(directory, { recursive: true, force: true });
});

const store = (name: string) =>
  getStore({ name, siteID: 'test', token, edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' });

describe('the local blob server', () => {
  it('lets exactly one of 50 concurrent create-if-absent writes through', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store('race').setJSON('slot', { i }, { onlyIfNew: true })),
    );
    expect(results.filter((result) => result.modified)).toHaveLength(1);
  });

  it('lets exactly one of 50 concurrent compare-and-set writes on the same ETag through', async () => {
    const { etag } = await store('cas').setJSON('entry', { version: 0 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store('cas').setJSON('entry', { version: i + 1 }, { onlyIfMatch: etag })),
    );
    expect(results.filter((result) => result.modified)).toHaveLength(1);
  });

  it('returns on a read the ETag of the bytes, the one the last write answered', async () => {
    const first = await store('etag').setJSON('entry', { n: 1 });
    expect((await store('etag').getWithMetadata('entry', { type: 'json' }))?.etag).toBe(first.etag);
    const second = await store('etag').setJSON('entry', { n: 2 });
    expect(second.etag).not.toBe(first.etag);
    expect((await store('etag').getWithMetadata('entry', { type: 'json' }))?.etag).toBe(second.etag);
    expect((await store('etag').setJSON('entry', { n: 3 }, { onlyIfMatch: first.etag })).modified).toBe(false);
  });

  it('lists only the keys written, never a write still in progress', async () => {
    const written = Array.from({ length: 200 }, (_, i) => `due/${String(i).padStart(3, '0')}`);
    const seen = new Set<string>();
    let writing = true;
    const listing = (async () => {
      while (writing) for (const { key } of (await store('listed').list({ prefix: 'due/' })).blobs) seen.add(key);
    })();
    await Promise.all(written.map((key) => store('listed').set(key, 'x'.repeat(64 * 1024))));
    writing = false;
    await listing;
    expect([...seen].filter((key) => !written.includes(key))).toEqual([]);
  });
});

describe('the blobs client', () => {
  it('throws when a conditional write fails, instead of reporting it written (netlify/primitives#741)', async () => {
    const failing = getStore({
      name: 'down',
      siteID: 'test',
      token,
      edgeURL: url,
      uncachedEdgeURL: url,
      fetch: async () => new Response('unavailable', { status: 503 }),
    });
    await expect(failing.setJSON('entry', {}, { onlyIfNew: true })).rejects.toThrow();
  });
});

describe('the local static server', () => {
  it('sends the headers of the _headers file on disk, also after a rebuild rewrote it', async () => {
    const project = await mkdtemp(join(tmpdir(), 'headers-patch-'));
    const publish = join(project, 'dist');
    await mkdir(publish);
    await writeFile(join(project, 'netlify.toml'), '[build]\npublish = "dist"\n');
    await writeFile(join(publish, 'index.html'), '<!doctype html><title>t</title>');
    const rules = (build: string) => writeFile(join(publish, '_headers'), `/*\n  X-Build: ${build}\n`);
    await rules('first');
    const off = { enabled: false };
    const dev = new NetlifyDev({
      projectRoot: project,
      serverAddress: 'http://localhost:1',
      ...Object.fromEntries(
        ['aiGateway', 'blobs', 'database', 'edgeFunctions', 'functions', 'geolocation', 'images', 'redirects'].map(
          (feature) => [feature, off],
        ),
      ),
    });
    await dev.start();
    try {
      const header = async () =>
        (await dev.handle(new Request('http://localhost:1/index.html')))?.headers.get('x-build');
      expect(await header()).toBe('first');
      await rules('second');
      expect(await header()).toBe('second');
    } finally {
      await dev.stop();
      await rm(project, { recursive: true, force: true });
    }
  });
});

describe('the local functions server', () => {
  it('runs a burst a few workers per core at a time, keeps them warm between calls, and serves a new source once it changes', async () => {
    // The function waits on this server, which counts how many invocations wait at once.
    let waiting = 0;
    let mostAtOnce = 0;
    const gate = createHttpServer((_, res) => {
      mostAtOnce = Math.max(mostAtOnce, ++waiting);
      setTimeout(() => {
        waiting--;
        res.end('ok');
      }, 100);
    });
    const gateURL = await new Promise<string>((resolve) =>
      gate.listen(0, () => resolve(`http://localhost:${(gate.address() as { port: number }).port}`)),
    );
    const project = await mkdtemp(join(tmpdir(), 'functions-patch-'));
    await mkdir(join(project, 'netlify/functions'), { recursive: true });
    const source = (version: string) =>
      writeFile(
        join(project, 'netlify/functions/echo.mjs'),
        // Each instance of the function names itself once, when it loads.
        `const instance = Math.random();\nexport default async () => Response.json({ version: '${version}', instance, gate: await (await fetch('${gateURL}')).text() });\nexport const config = { path: '/echo' };\n`,
      );
    await source('v1');
    const off = { enabled: false };
    const dev = new NetlifyDev({
      projectRoot: project,
      serverAddress: 'http://localhost:1',
      ...Object.fromEntries(
        ['aiGateway', 'blobs', 'database', 'edgeFunctions', 'geolocation', 'images', 'redirects', 'staticFiles'].map(
          (feature) => [feature, off],
        ),
      ),
    });
    await dev.start();
    try {
      const call = async () =>
        (await (await dev.handle(new Request('http://localhost:1/echo')))?.json()) as {
          version: string;
          instance: number;
          gate: string;
        };
      const burst = await Promise.all(Array.from({ length: 20 }, call));
      expect(burst.map(({ version, gate }) => `${version} ${gate}`)).toEqual(Array(20).fill('v1 ok'));
      const workers = Math.max(4, availableParallelism() * 2);
      expect(mostAtOnce).toBeLessThanOrEqual(workers);
      // Warm instances, as on Netlify: no more of them than ran at once, and a call after another
      // is served by an instance that is already up.
      const instances = new Set(burst.map(({ instance }) => instance));
      expect(instances.size).toBeLessThanOrEqual(workers);
      expect(instances).toContain((await call()).instance);
      // A file's time can be as coarse as a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await source('v2');
      const rebuilt = await call();
      expect(rebuilt.version).toBe('v2');
      expect(instances).not.toContain(rebuilt.instance);
    } finally {
      await dev.stop();
      gate.close();
      await rm(project, { recursive: true, force: true });
    }
  }, 60_000);
});
