import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkLinks, type Link } from './links.ts';

// A site of three pages, on this machine: one that answers, one that never does, one not there. An
// answer is held open after its status, so the server sees when the check has read the status: it
// drops the rest. The check's clock is the test's, moved on once the server has seen all that.
let server: Server;
let base: string;
const TIMEOUT_MS = 300;
/** The paths asked for, and those whose answer the check has dropped: read, or given up on. */
let asked: string[] = [];
let dropped: string[] = [];
const serverEvents = new EventEmitter();

/** Until the server has seen what `done` waits for. */
const until = (done: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => done() && (serverEvents.off('change', check), resolve());
    serverEvents.on('change', check);
    check();
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url!;
    asked.push(path);
    response.on('close', () => (dropped.push(path), serverEvents.emit('change')));
    serverEvents.emit('change');
    if (path.startsWith('/slow')) return;
    response.writeHead(path === '/gone' ? 404 : 200).write('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  asked = [];
  dropped = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const link = (field: string, url: string, line: number): Link => ({
  file: 'src/content/projects.ts',
  line,
  field,
  url,
});

describe('the link check', () => {
  it('names, at its line, each link that gives no answer in time or answers 404, and checks each address once', async () => {
    const links = [
      link('projects[0].liveLink', `${base}/`, 10),
      link('projects[1].liveLink', `${base}/slow`, 20),
      link('projects[2].liveLink', `${base}/gone`, 30),
      link('projects[3].liveLink', `${base}/gone`, 40),
    ];
    let settled = false;
    const checking = checkLinks(links, TIMEOUT_MS).finally(() => (settled = true));
    await until(() => asked.length === 3 && dropped.includes('/') && dropped.includes('/gone'));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { findings, check } = await checking;
    expect(asked.toSorted()).toEqual(['/', '/gone', '/slow']);
    expect(check).toEqual({ checked: 3 });
    expect(findings).toEqual([
      {
        file: 'src/content/projects.ts',
        line: 20,
        severity: 'error',
        text: `projects[1].liveLink: ${base}/slow gives no answer within 0.3 s`,
      },
      {
        file: 'src/content/projects.ts',
        line: 30,
        severity: 'error',
        text: `projects[2].liveLink: ${base}/gone answers 404`,
      },
      {
        file: 'src/content/projects.ts',
        line: 40,
        severity: 'error',
        text: `projects[3].liveLink: ${base}/gone answers 404`,
      },
    ]);
  });

  it('checks them in parallel: three slow links take one timeout, not three', async () => {
    const slow = [1, 2, 3].map((n) => link(`projects[${n}].liveLink`, `${base}/slow?${n}`, n));
    const checking = checkLinks([...slow, link('profile.links.github', `${base}/`, 4)], TIMEOUT_MS);
    // All three asked for before any of them is given up on, and one timeout ends them all.
    await until(() => asked.length === 4 && dropped.includes('/'));
    expect(asked.filter((path) => dropped.includes(path))).toEqual(['/']);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    const { findings } = await checking;
    expect(findings.map((finding) => finding.line)).toEqual([1, 2, 3]);
  });

  it('skips them, and fails none, when no link answers at all: the machine is offline', async () => {
    vi.useRealTimers();
    const unreachable = [
      link('profile.links.github', 'https://github.invalid/me', 1),
      link('profile.links.linkedin', 'https://linkedin.invalid/in/me', 2),
    ];
    expect(await checkLinks(unreachable, TIMEOUT_MS)).toEqual({
      findings: [],
      check: { skipped: 'offline: no link answered' },
    });
  });
});
