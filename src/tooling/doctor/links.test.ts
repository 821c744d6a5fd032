import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, type Link } from './links.ts';

// A site of three pages, on this machine: one that answers, one too slow, one not there.
let server: Server;
let base: string;
const TIMEOUT_MS = 300;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/slow')) setTimeout(() => response.end('late'), TIMEOUT_MS * 10).unref();
    else if (request.url === '/gone') response.writeHead(404).end();
    else response.end('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

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
    const started = Date.now();
    const { findings, check } = await checkLinks(links, TIMEOUT_MS);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 5);
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
    const started = Date.now();
    const slow = [1, 2, 3].map((n) => link(`projects[${n}].liveLink`, `${base}/slow?${n}`, n));
    const { findings } = await checkLinks([...slow, link('profile.links.github', `${base}/`, 4)], TIMEOUT_MS);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2);
    expect(findings.map((finding) => finding.line)).toEqual([1, 2, 3]);
  });

  it('skips them, and fails none, when no link answers at all: the machine is offline', async () => {
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
