import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEdgeCache, type Answer } from './edge-cache';

let directory: string;
let headersFile: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'edge-cache-'));
  headersFile = join(directory, '_headers');
  await writeFile(headersFile, '/*\n  X-Build: 1\n');
  // As if built a minute ago: file times tick in steps of a few ms, and builds are seconds apart.
  const aMinuteAgo = new Date(Date.now() - 60_000);
  await utimes(headersFile, aMinuteAgo, aMinuteAgo);
  await utimes(directory, aMinuteAgo, aMinuteAgo);
});
afterEach(() => rm(directory, { recursive: true, force: true }));

const answer = (text: string): Answer => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from(text) });

describe('the edge cache', () => {
  it('answers a URL again with the answer kept for it, and nothing for a URL never kept', () => {
    const cache = createEdgeCache([directory, headersFile]);
    cache.lookup('br /home').keep(answer('home'));
    expect(cache.lookup('br /home').answer?.body.toString()).toBe('home');
    expect(cache.lookup('gzip /home').answer).toBeUndefined();
    expect(cache.lookup('br /contact').answer).toBeUndefined();
  });

  it('forgets every answer once a build rewrites a watched file', async () => {
    const cache = createEdgeCache([directory, headersFile]);
    cache.lookup('br /home').keep(answer('old build'));
    await writeFile(headersFile, '/*\n  X-Build: 2\n');
    expect(cache.lookup('br /home').answer).toBeUndefined();
  });

  it('forgets every answer once a file appears in or leaves a watched directory', async () => {
    const cache = createEdgeCache([directory]);
    cache.lookup('br /home').keep(answer('old build'));
    await writeFile(join(directory, 'index.html'), '<!doctype html>');
    expect(cache.lookup('br /home').answer).toBeUndefined();
  });

  it('does not keep an answer read before a build that landed while it was being computed', async () => {
    const cache = createEdgeCache([directory, headersFile]);
    const entry = cache.lookup('br /home');
    await writeFile(headersFile, '/*\n  X-Build: 2\n');
    entry.keep(answer('old build'));
    expect(cache.lookup('br /home').answer).toBeUndefined();
  });

  it('keeps answering right once more URLs have been asked for than it keeps', () => {
    const cache = createEdgeCache([directory]);
    for (let i = 0; i < 600; i++) cache.lookup(`br /missing-${i}`).keep(answer(`page ${i}`));
    expect(cache.lookup('br /missing-599').answer?.body.toString()).toBe('page 599');
    const evicted = cache.lookup('br /missing-0');
    expect(evicted.answer).toBeUndefined();
    evicted.keep(answer('page 0'));
    expect(cache.lookup('br /missing-0').answer?.body.toString()).toBe('page 0');
  });
});
