/**
 * The inbox as the owner runs it: the command in a child process, in a scratch project whose
 * `.netlify/blobs-serve` holds messages seeded through a blob server of the test's own, as
 * `npm run dev` would have kept them.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobsMessageStore, MESSAGE_STORE, type MessageStore, type StoredMessage } from '../message-store.ts';
import { clean, formatDetail, formatSize, formatTable, type MessageDetail, type MessageSummary } from './format.ts';
import { InboxError, requeueMessage } from './inbox.ts';
import { localBlobsDirectory, openStore } from './open-store.ts';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
// tsx from this repository: `npx tsx` in a scratch project would look for it there, or download it.
const TSX = createRequire(import.meta.url).resolve('tsx/cli');
const SLOW = { timeout: 30_000 };

function stored(id: string, receivedAt: string, overrides: Partial<StoredMessage> = {}): StoredMessage {
  return {
    id,
    state: 'pending',
    receivedAt,
    queuedAt: receivedAt,
    updatedAt: receivedAt,
    templateId: 'template_contact',
    email: 'jeanne.martin@example.org',
    subject: 'Stage de développement',
    mail: {
      subject: '[Portfolio] Stage de développement — Jeanne Martin',
      text: 'Nom : Jeanne Martin\n\nBonjour,\nJe souhaiterais échanger avec vous.',
      html: '<p>Bonjour,</p>',
      replyTo: 'jeanne.martin@example.org',
    },
    attachments: [],
    idempotencyKey: `message/${id}`,
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    leaseUntil: null,
    sentAt: null,
    providerId: null,
    ...overrides,
  };
}

const failedOld = stored('20250601T080000Z-aaaa0001', '2025-06-01T08:00:00.000Z', {
  state: 'failed',
  email: 'paul@example.org',
  subject: 'Alternance',
  lastError: 'The domain is not verified (validation_error)',
});
const sent = stored('20250603T090000Z-bbbb0002', '2025-06-03T09:00:00.000Z', {
  state: 'sent',
  sentAt: '2025-06-03T09:00:01.000Z',
  providerId: 're_123',
});
const pending = stored('20250602T100000Z-cccc0003', '2025-06-02T10:00:00.000Z', {
  attempts: 2,
  lastError: 'Resend is busy (rate_limit_exceeded)',
  nextAttemptAt: '2025-06-02T10:05:00.000Z',
  attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', size: 2048 }],
});
const failedRecent = stored('20250602T110000Z-dddd0004', '2025-06-02T11:00:00.000Z', {
  state: 'failed',
  attempts: 3,
  lastError: 'gave up after 3 attempts: Resend did not answer (timeout)',
});
const newestFirst = [sent, failedRecent, pending, failedOld];

type Project = { root: string; server: BlobsServer; messages: MessageStore };

/** A scratch project whose local store holds `messages`, filed under `siteID` as @netlify/dev would. */
async function project(messages: StoredMessage[], siteID = '0'): Promise<Project> {
  const root = await mkdtemp(join(tmpdir(), 'inbox-project-'));
  const server = new BlobsServer({ directory: localBlobsDirectory(root), token: 'seed-token' });
  const url = `http://127.0.0.1:${(await server.start()).port}`;
  const store = blobsMessageStore(getStore({ name: MESSAGE_STORE, siteID, token: 'seed-token', edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' }));
  for (const message of messages) {
    const files = message.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, content: new Uint8Array(size) }));
    await store.create(message, files);
  }
  return { root, server, messages: store };
}

const commandEnv = () => {
  const env: NodeJS.ProcessEnv = { ...process.env, TZ: 'UTC' };
  for (const name of ['NETLIFY_SITE_ID', 'NETLIFY_AUTH_TOKEN', 'NETLIFY_BLOBS_CONTEXT']) delete env[name];
  return env;
};

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run inbox -- ...args` in `cwd`. */
function inbox(cwd: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, CLI, ...args], { cwd, env: { ...commandEnv(), ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run inbox', SLOW, () => {
  let seeded: Project;
  const run = (...args: string[]) => inbox(seeded.root, args);
  const current = async (message: StoredMessage) => (await seeded.messages.get(message.id))!.message;

  beforeEach(async () => {
    seeded = await project([failedOld, sent, pending, failedRecent]);
  });
  afterEach(async () => {
    await seeded.server.stop();
    await rm(seeded.root, { recursive: true, force: true });
  });

  it('lists the messages newest first in an aligned table, and says which store it read', async () => {
    const { code, stdout, stderr } = await run();
    expect(code).toBe(0);
    expect(stderr).toContain('reading the local store .netlify/blobs-serve (site 0)');
    const [header, ...rest] = stdout.trimEnd().split('\n');
    const rows = rest.slice(0, 4);
    expect(rows.map((row) => row.split(/\s{2,}/)[1])).toEqual(newestFirst.map((message) => message.id));
    // Every left-aligned column starts at its title in every row that reaches it.
    for (const title of ['ID', 'FROM', 'SUBJECT', 'STATE', 'LAST ERROR']) {
      const start = header!.indexOf(title);
      for (const row of rows.filter((row) => row.length > start)) expect(row.slice(start - 2, start + 1)).toMatch(/^ {2}\S$/);
    }
    expect(rows[0]).toMatch(/^2025-06-03 09:00 +20250603T090000Z-bbbb0002 +jeanne\.martin@example\.org +Stage de développement +sent +1$/);
    expect(rows[3]).toMatch(/^2025-06-01 08:00 .* paul@example\.org +Alternance +failed +1 +The domain is not verified \(validation_error\)$/);
    expect(rest.at(-1)).toBe('4 messages: 1 pending, 1 sent, 2 failed.');
  });

  it('prints only a JSON array with --json, newest first, attachments as metadata', async () => {
    const { code, stdout, stderr } = await run('--json');
    expect(code).toBe(0);
    expect(stderr).not.toContain('reading');
    const list = JSON.parse(stdout) as MessageSummary[];
    expect(list.map((entry) => entry.id)).toEqual(newestFirst.map((message) => message.id));
    expect(list[2]).toEqual({
      id: pending.id,
      state: 'pending',
      receivedAt: '2025-06-02T10:00:00.000Z',
      queuedAt: '2025-06-02T10:00:00.000Z',
      updatedAt: '2025-06-02T10:00:00.000Z',
      email: 'jeanne.martin@example.org',
      subject: 'Stage de développement',
      attempts: 2,
      lastError: 'Resend is busy (rate_limit_exceeded)',
      nextAttemptAt: '2025-06-02T10:05:00.000Z',
      sentAt: null,
      attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', size: 2048 }],
    });
  });

  it('shows one message in full by a unique prefix of its id', async () => {
    const { code, stdout } = await run('show', '20250602T10');
    expect(code).toBe(0);
    expect(stdout).toContain(`Message ${pending.id}`);
    expect(stdout).toMatch(/reply-to +jeanne\.martin@example\.org/);
    expect(stdout).toMatch(/mail subject +\[Portfolio\] Stage de développement — Jeanne Martin/);
    expect(stdout).toMatch(/received +2025-06-02 10:00:00/);
    expect(stdout).toMatch(/next attempt +2025-06-02 10:05:00/);
    expect(stdout).toMatch(/attachments +cv\.pdf \(application\/pdf, 2\.0 KB\)/);
    expect(stdout).toMatch(/idempotency key +message\/20250602T100000Z-cccc0003/);
    expect(stdout).toContain('--- text ---\nNom : Jeanne Martin\n\nBonjour,\nJe souhaiterais échanger avec vous.');
  });

  it('prints the one message as JSON with show --json, mail included', async () => {
    const { code, stdout } = await run('show', sent.id, '--json');
    expect(code).toBe(0);
    const shown = JSON.parse(stdout) as MessageDetail;
    expect(shown).toMatchObject({ id: sent.id, state: 'sent', sentAt: sent.sentAt, providerId: 're_123', idempotencyKey: sent.idempotencyKey });
    expect(shown.mail).toEqual(sent.mail);
  });

  it('fails with exit 1 on an unknown or ambiguous id', async () => {
    const unknown = await run('show', '1999');
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toContain('No message with an id starting "1999".');
    const ambiguous = await run('show', '20250602');
    expect(ambiguous).toMatchObject({ code: 1, stdout: '' });
    expect(ambiguous.stderr).toContain(`"20250602" is ambiguous, it starts 2 ids: ${pending.id}, ${failedRecent.id}.`);
    expect((await run('retry', 'nope')).code).toBe(1);
  });

  it('requeues a failed message: pending, due now, with a fresh retry period', async () => {
    const { code, stdout } = await run('retry', '20250601');
    expect(code).toBe(0);
    expect(stdout).toContain(`Requeued ${failedOld.id} (paul@example.org, "Alternance"): failed -> pending`);
    expect(stdout).toContain('POST /.netlify/functions/mail-retry');
    const after = await current(failedOld);
    expect(after).toMatchObject({ state: 'pending', nextAttemptAt: null, leaseUntil: null, attempts: 1 });
    expect(Date.parse(after.queuedAt)).toBeGreaterThan(Date.parse(failedOld.queuedAt));
    expect(Math.abs(Date.parse(after.queuedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('requeues every failed message with retry --failed, and nothing else', async () => {
    const { code, stdout } = await run('retry', '--failed');
    expect(code).toBe(0);
    expect(stdout).toContain(`Requeued ${failedRecent.id}`);
    expect(stdout).toContain(`Requeued ${failedOld.id}`);
    for (const message of [failedOld, failedRecent]) expect(await current(message)).toMatchObject({ state: 'pending', nextAttemptAt: null });
    expect(await current(sent)).toEqual(sent);
    expect(await current(pending)).toEqual(pending);
    expect((await run('retry', '--failed')).stdout).toContain('No failed messages: nothing requeued.');
  });

  it('refuses to requeue a sent message', async () => {
    const { code, stdout, stderr } = await run('retry', sent.id);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`Message ${sent.id} was already sent (2025-06-03T09:00:01.000Z): not requeued.`);
    expect(await current(sent)).toEqual(sent);
  });

  it('refuses to requeue a message while an attempt holds it', async () => {
    const sending = stored('20250604T120000Z-eeee0005', '2025-06-04T12:00:00.000Z', { leaseUntil: '2999-01-01T00:00:00.000Z' });
    await seeded.messages.create(sending, []);
    const { code, stderr } = await run('retry', sending.id);
    expect(code).toBe(1);
    expect(stderr).toContain(`Message ${sending.id} is being sent right now`);
    expect(await current(sending)).toEqual(sending);
  });

  it('prints the usage for --help, and with exit 2 for a wrong command', async () => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run inbox -- \[command\] \[--json\]/);
    const wrongs = [['frobnicate'], ['retry'], ['retry', 'x', '--failed'], ['retry', 'x', '--json'], ['show'], ['--verbose']];
    const runs = await Promise.all(wrongs.map((args) => run(...args)));
    runs.forEach((wrong, index) => {
      expect(wrong.code, wrongs[index]!.join(' ')).toBe(2);
      expect(wrong.stderr).toContain('Usage: npm run inbox');
      expect(wrong.stdout).toBe('');
    });
  });
});

describe('which local store npm run inbox reads', SLOW, () => {
  const roots: string[] = [];
  const servers: BlobsServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
  });
  const remember = ({ root, server }: Project) => (roots.push(root), servers.push(server), root);

  it('says so when the store holds no message', async () => {
    const root = remember(await project([]));
    expect(await inbox(root, [])).toMatchObject({ code: 0, stdout: 'No messages.\n' });
    expect(JSON.parse((await inbox(root, ['--json'])).stdout)).toEqual([]);
  });

  it('reads the site directory on disk when the project is linked to a site', async () => {
    const root = remember(await project([sent], 'linked-site'));
    const { code, stdout, stderr } = await inbox(root, []);
    expect(code).toBe(0);
    expect(stderr).toContain('(site linked-site)');
    expect(stdout).toContain(sent.id);
  });

  it('fails with exit 1 outside a project whose store exists, without creating one', async () => {
    const root = await mkdtemp(join(tmpdir(), 'inbox-empty-'));
    roots.push(root);
    const { code, stderr } = await inbox(root, []);
    expect(code).toBe(1);
    expect(stderr).toContain(`No local message store: ${localBlobsDirectory(root)} does not exist.`);
    expect(existsSync(join(root, '.netlify'))).toBe(false);
  });

  it('wants both NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN, or neither', async () => {
    const root = remember(await project([sent]));
    const half = await inbox(root, [], { NETLIFY_SITE_ID: 'site-123' });
    expect(half).toMatchObject({ code: 1, stdout: '' });
    expect(half.stderr).toContain('NETLIFY_SITE_ID is set but NETLIFY_AUTH_TOKEN is not');
    expect((await inbox(root, [], { NETLIFY_AUTH_TOKEN: 'token' })).stderr).toContain('NETLIFY_AUTH_TOKEN is set but NETLIFY_SITE_ID is not');
  });
});

describe('requeueMessage when another writer got there first', () => {
  let seeded: Project;
  beforeEach(async () => {
    seeded = await project([failedOld]);
  });
  afterEach(async () => {
    await seeded.server.stop();
    await rm(seeded.root, { recursive: true, force: true });
  });

  /** The entry the inbox read, then a write by someone else (a retry pass) that makes it stale. */
  async function staleAfter(change: Partial<StoredMessage>) {
    const stale = (await seeded.messages.get(failedOld.id))!;
    expect(await seeded.messages.replace({ ...stale.message, ...change }, stale.etag)).not.toBeNull();
    return stale;
  }

  it('reads the message again and requeues it', async () => {
    const stale = await staleAfter({ lastError: 'newer error (timeout)' });
    const before = await requeueMessage(seeded.messages, stale, Date.now());
    expect(before.lastError).toBe('newer error (timeout)');
    expect((await seeded.messages.get(failedOld.id))!.message).toMatchObject({ state: 'pending', lastError: 'newer error (timeout)' });
  });

  it('refuses if the other writer sent it meanwhile', async () => {
    const stale = await staleAfter({ state: 'sent', sentAt: '2025-06-01T08:10:00.000Z' });
    await expect(requeueMessage(seeded.messages, stale, Date.now())).rejects.toThrow(new InboxError(`Message ${failedOld.id} was already sent (2025-06-01T08:10:00.000Z): not requeued.`));
    expect((await seeded.messages.get(failedOld.id))!.message.state).toBe('sent');
  });
});

describe('openStore', () => {
  it("reads the deployed site's store through the API when both variables are set", async () => {
    const opened = await openStore('/nowhere', { NETLIFY_SITE_ID: 'site-123', NETLIFY_AUTH_TOKEN: 'token' });
    expect(opened).toMatchObject({ kind: 'deployed', description: 'deployed site site-123 (Netlify API)' });
    await opened.close();
  });
});

describe('format', () => {
  it('keeps control characters a visitor typed away from the terminal', () => {
    const hostile = stored('20250605T000000Z-ffff0006', '2025-06-05T00:00:00.000Z', {
      subject: 'Hi\u001b[2J\u001b]0;owned\u0007',
      mail: { ...sent.mail, text: 'line one\r\nline two\rover\u009b31m' },
    });
    const shown = formatTable([hostile]) + formatDetail(hostile);
    expect(shown.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
    expect(formatDetail(hostile)).toContain('Hi\uFFFD[2J\uFFFD]0;owned\uFFFD');
    expect(clean('line one\r\nline two\rover\u009b31m\ttab')).toBe('line one\nline two\nover\uFFFD31m\ttab');
  });

  it('puts a long cell on one shortened line', () => {
    const long = stored('20250605T000000Z-ffff0007', '2025-06-05T00:00:00.000Z', { subject: `Un sujet\nsur deux lignes ${'x'.repeat(80)}` });
    const row = formatTable([long]).split('\n')[1]!;
    expect(row).toContain(`Un sujet sur deux lignes ${'x'.repeat(10)}… `);
  });

  it('gives sizes in B, KB and MB', () => {
    expect([formatSize(300), formatSize(2048), formatSize(3 * 1024 * 1024)]).toEqual(['300 B', '2.0 KB', '3.0 MB']);
  });

  it('says when a message has no attachment', () => {
    expect(formatDetail(sent)).toMatch(/attachments +none/);
  });
});
