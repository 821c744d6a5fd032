import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { pagePath, projectPath } from '../../../src/content/pages.ts';
import { projects } from '../../../src/content/projects.ts';
import { forgetStoreFailures } from '../../mail/request/store-call.ts';
import { localBlobsDirectory } from '../../mail/owner/owner-blobs.ts';
import { NOW, SLACKBOT, openLink, sendBeacon } from '../testing/harness.ts';
import { runLinks } from './links-command.ts';
import { runStats } from './stats-command.ts';
import type { Stats } from './stats.ts';

let project: string;
beforeAll(async () => void (project = await mkdtemp(join(tmpdir(), 'audience-owner-'))));
afterAll(() => rm(project, { recursive: true, force: true }));

async function run(command: typeof runLinks, args: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const sink = (add: (text: string) => void) =>
    new Writable({ write: (chunk, _, done) => (add(String(chunk)), done()) });
  const status = await command(args, {
    cwd: project,
    env,
    stdout: sink((text) => (stdout += text)),
    stderr: sink((text) => (stderr += text)),
  });
  return { status, stdout, stderr };
}

/** Visits counted by the functions as `npm run preview` runs them: site 0 of the project's local store. */
async function asThePreview(visits: () => Promise<unknown>) {
  const server = new BlobsServer({ directory: localBlobsDirectory(project), token: 'preview' });
  const url = `http://127.0.0.1:${(await server.start()).port}`;
  vi.stubEnv(
    'NETLIFY_BLOBS_CONTEXT',
    Buffer.from(JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: '0', token: 'preview' })).toString(
      'base64',
    ),
  );
  forgetStoreFailures();
  try {
    await visits();
  } finally {
    vi.unstubAllEnvs();
    await server.stop();
  }
}

test('npm run links makes, lists and removes links; npm run stats shows what each was worth, with no label in a page', async () => {
  const added = await run(runLinks, ['add', 'Acme — stage back-end', '--lang', 'en', '--json'], {
    SITE_URL: 'https://me.example/',
  });
  expect(added.status).toBe(0);
  const link = JSON.parse(added.stdout) as { code: string; link: string; cv: string };
  expect(link.link).toBe(`https://me.example/r/${link.code}`);
  expect(link.cv).toBe(`https://me.example/r/${link.code}/cv`);
  expect((await run(runLinks, ['list'])).stdout).toContain('Acme — stage back-end');

  const project0 = projectPath(projects[0]!, 'en');
  await asThePreview(async () => {
    await openLink(`/r/${link.code}`, { userAgent: SLACKBOT });
    await openLink(`/r/${link.code}`, { ip: '198.51.100.40' });
    await sendBeacon({ page: project0, referrer: 'https://mail.example/inbox' }, { ip: '198.51.100.40' });
    for (const event of ['case-study', 'cv', 'message'])
      await sendBeacon({ page: project0, event }, { ip: '198.51.100.40' });
    await sendBeacon({ page: pagePath('home', 'fr') }, { ip: '198.51.100.41', now: NOW - 3 * 24 * 3600 * 1000 });
  });

  const stats = await run(runStats, ['--json']);
  expect(stats.status).toBe(0);
  const figures = JSON.parse(stats.stdout) as Stats;
  const day = new Date(NOW).toISOString().slice(0, 10);
  expect(figures.links).toEqual([
    {
      code: link.code,
      label: 'Acme — stage back-end',
      fetched: 1,
      opened: 1,
      pages: 1,
      caseStudies: 1,
      cv: 1,
      vcard: 0,
      messages: 1,
      firstDay: day,
      lastDay: day,
    },
  ]);
  expect(figures.pages).toContainEqual({ page: project0, lang: 'en', views: 1, uniques: 1 });
  expect(figures.referrers).toEqual([{ host: 'mail.example', views: 1 }]);
  expect(
    (JSON.parse((await run(runStats, ['--json', '--since', day])).stdout) as Stats).pages.map((page) => page.page),
  ).toEqual([project0]);
  expect((await run(runStats, [])).stdout).toContain('Acme — stage back-end');

  expect((await run(runLinks, ['remove', link.code])).status).toBe(0);
  expect((await run(runLinks, ['list'])).stdout).not.toContain('Acme');
  expect((JSON.parse((await run(runStats, ['--json'])).stdout) as Stats).links[0]).toMatchObject({
    code: link.code,
    label: null,
    opened: 1,
  });
}, 30_000);

test('wrong usage exits 2 and says how to use it', async () => {
  expect(await run(runLinks, ['add'])).toMatchObject({
    status: 2,
    stderr: expect.stringContaining('Usage: npm run links'),
  });
  expect(await run(runStats, ['--since', 'yesterday'])).toMatchObject({ status: 2 });
  expect(await run(runLinks, ['add', 'Acme', '--lang', 'de'])).toMatchObject({
    status: 1,
    stderr: expect.stringContaining("'de'"),
  });
});
