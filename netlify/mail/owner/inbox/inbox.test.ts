/**
 * The inbox as the owner runs it: the command on its arguments, in a scratch project whose
 * `.netlify/blobs-serve` holds messages seeded through a blob server of the test's own, as
 * `npm run dev` would have kept them. It runs in the test's process; one test starts it as npm does.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { devOutbox } from '../../request/dev-outbox.ts';
import {
  blobsMessageStore,
  MESSAGE_STORE,
  type MessageState,
  type MessageStore,
  type StoredMessage,
} from '../../request/message-store.ts';
import { clean, formatDetail, formatSize, formatTable, type MessageDetail, type MessageSummary } from './format.ts';
import { MESSAGE_STATES } from '../../request/message.ts';
import { InboxError, requeueMessage } from './inbox.ts';
import { inboxRun } from '../../testing/inbox-run.ts';
import { storedMessage } from '../../testing/stored-message.ts';
import { localBlobsDirectory } from '../owner-blobs.ts';
import { openStore } from './open-store.ts';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
// The owner reads times in their own time zone; these tests, in UTC.
vi.stubEnv('TZ', 'UTC');
// A process of its own takes about 2 s of CPU.
const SLOW = { timeout: 60_000 };

const stored = storedMessage;

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

type Site = { messages: MessageStore; blobs: Store };
type Project = Site & { root: string; server: BlobsServer; site(siteID: string): Site };

async function seed(store: MessageStore, messages: StoredMessage[]): Promise<void> {
  for (const message of messages) {
    const files = message.attachments.map(({ filename, contentType, size }) => ({
      filename,
      contentType,
      content: new Uint8Array(size),
    }));
    await store.create(message, files);
  }
}

/** A scratch project whose local store holds `messages`, filed under `siteID` as @netlify/dev would; `site` reaches other sites' stores. */
async function project(messages: StoredMessage[], siteID = '0'): Promise<Project> {
  const root = await mkdtemp(join(tmpdir(), 'inbox-project-'));
  const server = new BlobsServer({ directory: localBlobsDirectory(root), token: 'seed-token' });
  const url = `http://127.0.0.1:${(await server.start()).port}`;
  const site = (id: string): Site => {
    const blobs = getStore({
      name: MESSAGE_STORE,
      siteID: id,
      token: 'seed-token',
      edgeURL: url,
      uncachedEdgeURL: url,
      consistency: 'strong',
    });
    return { blobs, messages: blobsMessageStore(blobs) };
  };
  const main = site(siteID);
  await seed(main.messages, messages);
  return { root, server, site, ...main };
}

const commandEnv = () => {
  const env: NodeJS.ProcessEnv = { ...process.env, TZ: 'UTC' };
  for (const name of ['NETLIFY_SITE_ID', 'NETLIFY_AUTH_TOKEN', 'NETLIFY_BLOBS_CONTEXT']) delete env[name];
  return env;
};

/** `npm run inbox -- ...args` in `cwd`, in this process: the last test of 'npm run inbox' runs the command as npm does. */
const inbox = (cwd: string, args: string[], env: Record<string, string> = {}) =>
  inboxRun(cwd, args, { ...commandEnv(), ...env });

type Run = { code: number | null; stdout: string; stderr: string };

/** The same in a process of its own, as `npm run inbox` starts it. */
function inboxProcess(cwd: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: commandEnv() });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run inbox', () => {
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
    expect(stderr).toBe('inbox: reading the local store .netlify/blobs-serve (site 0)\n');
    const [header, ...rest] = stdout.trimEnd().split('\n');
    const rows = rest.slice(0, 4);
    expect(rows.map((row) => row.split(/\s{2,}/)[1])).toEqual(newestFirst.map((message) => message.id));
    // Every left-aligned column starts at its title in every row that reaches it.
    for (const title of ['ID', 'FROM', 'SUBJECT', 'STATE', 'LAST ERROR']) {
      const start = header!.indexOf(title);
      for (const row of rows.filter((row) => row.length > start))
        expect(row.slice(start - 2, start + 1)).toMatch(/^ {2}\S$/);
    }
    expect(rows[0]).toMatch(
      /^2025-06-03 09:00 +20250603T090000Z-bbbb0002 +jeanne\.martin@example\.org +Stage de développement +sent +1$/,
    );
    expect(rows[3]).toMatch(
      /^2025-06-01 08:00 .* paul@example\.org +Alternance +failed +1 +The domain is not verified \(validation_error\)$/,
    );
    expect(rest.at(-1)).toBe('4 messages: 1 pending, 0 held, 1 sent, 2 failed.');
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
      delivery: null,
      held: null,
      via: null,
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
    expect(shown).toMatchObject({
      id: sent.id,
      state: 'sent',
      sentAt: sent.sentAt,
      providerId: 're_123',
      idempotencyKey: sent.idempotencyKey,
    });
    expect(shown.mail).toEqual(sent.mail);
  });

  it('fails with exit 1 on an unknown or ambiguous id', async () => {
    const unknown = await run('show', '1999');
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toContain('No message with an id starting "1999".');
    const ambiguous = await run('show', '20250602');
    expect(ambiguous).toMatchObject({ code: 1, stdout: '' });
    expect(ambiguous.stderr).toContain(`"20250602" is ambiguous, it starts 2 ids: ${pending.id}, ${failedRecent.id}.`);
    const others = await Promise.all([run('retry', 'nope'), run('release', 'nope')]);
    for (const other of others) expect(other).toMatchObject({ code: 1, stdout: '' });
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
    for (const message of [failedOld, failedRecent])
      expect(await current(message)).toMatchObject({ state: 'pending', nextAttemptAt: null });
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

  it('refuses to requeue or erase a message while an attempt holds it', async () => {
    const sending = stored('20250604T120000Z-eeee0005', '2025-06-04T12:00:00.000Z', {
      email: 'busy@example.org',
      leaseUntil: '2999-01-01T00:00:00.000Z',
    });
    await seeded.messages.create(sending, []);
    const [retry, erasure] = await Promise.all([run('retry', sending.id), run('erase', '--email', 'busy@example.org')]);
    const running = `Message ${sending.id} is being sent right now (attempt running until 2999-01-01T00:00:00.000Z)`;
    expect(retry).toMatchObject({ code: 1, stdout: '' });
    expect(retry.stderr).toContain(`${running}: not requeued, look again after that.`);
    expect(erasure).toMatchObject({
      code: 1,
      stdout: 'Erased 0 messages from busy@example.org and 0 digests that quoted them.\n',
    });
    expect(erasure.stderr).toContain(`${running}: not erased, look again after that.`);
    expect(await current(sending)).toEqual(sending);
  });

  it("shows Resend's delivery status", async () => {
    const bounce = {
      state: 'bounced' as const,
      at: '2025-06-03T09:01:00.000Z',
      type: 'Permanent/General',
      message: 'Mailbox full',
    };
    const bounced = stored('20250603T100000Z-eeee0005', '2025-06-03T10:00:00.000Z', {
      state: 'sent',
      sentAt: '2025-06-03T10:00:01.000Z',
      delivery: bounce,
    });
    const delivered = stored('20250603T110000Z-eeee0006', '2025-06-03T11:00:00.000Z', {
      state: 'sent',
      sentAt: '2025-06-03T11:00:01.000Z',
      delivery: { state: 'delivered', at: '2025-06-03T11:00:05.000Z', type: null, message: null },
    });
    await seed(seeded.messages, [bounced, delivered]);
    const [json, shown, table] = await Promise.all([
      run('list', '--state', 'sent', '--json'),
      run('show', bounced.id),
      run('list', '--state', 'sent'),
    ]);
    expect((JSON.parse(json.stdout) as MessageSummary[]).find((entry) => entry.id === bounced.id)!.delivery).toEqual(
      bounce,
    );
    expect(shown.stdout).toMatch(/delivery +bounced at 2025-06-03 09:01:00 \(Permanent\/General: Mailbox full\)/);
    expect(table.stdout).toMatch(/eeee0006 .* sent +delivered +1\n.*eeee0005 .* sent +bounced +1\n/);
  });

  it('lists only the states asked for, with --state repeated or comma-separated', async () => {
    const [failedOnly, some] = await Promise.all([
      run('list', '--state', 'failed'),
      run('--state', 'sent', '--state', 'pending,sent', '--json'),
    ]);
    expect(failedOnly.code).toBe(0);
    const lines = failedOnly.stdout.trimEnd().split('\n');
    expect(lines.slice(1, -2).map((row) => row.split(/\s{2,}/)[1])).toEqual([failedRecent.id, failedOld.id]);
    expect(lines.at(-1)).toBe('2 messages: 2 failed.');
    expect((JSON.parse(some.stdout) as MessageSummary[]).map((entry) => entry.id)).toEqual([sent.id, pending.id]);
  });

  it('releases a held message: pending with a fresh retry period, and says what the retry pass does next', async () => {
    const held = stored('20250604T080000Z-hhhh0008', '2025-06-04T08:00:00.000Z', {
      state: 'held',
      attempts: 0,
      email: 'visiteur@example.org',
      subject: 'Question',
    });
    await seeded.messages.create(held, []);
    const heldOnly = await run('list', '--state', 'held');
    expect(heldOnly.stdout).toContain(held.id);
    expect(heldOnly.stdout.trimEnd().split('\n').at(-1)).toBe('1 message: 1 held.');
    const { code, stdout } = await run('release', '20250604T08');
    expect(code).toBe(0);
    expect(stdout).toContain(
      `Released ${held.id} (visiteur@example.org, "Question"): held -> pending.\nThe next retry pass delivers it.`,
    );
    expect(stdout).toContain('POST /.netlify/functions/mail-retry');
    const after = await current(held);
    expect(after).toMatchObject({ state: 'pending', nextAttemptAt: null, leaseUntil: null, attempts: 0 });
    expect(Math.abs(Date.parse(after.queuedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('releases only held messages', async () => {
    const [failed, delivered] = await Promise.all([run('release', failedOld.id), run('release', sent.id)]);
    expect(failed).toMatchObject({ code: 1, stdout: '' });
    expect(failed.stderr).toContain(
      `Message ${failedOld.id} is failed, not held: not released (retry requeues a failed one).`,
    );
    expect(delivered).toMatchObject({ code: 1, stdout: '' });
    expect(delivered.stderr).toContain(`Message ${sent.id} is sent, not held: not released.`);
    expect(await current(failedOld)).toEqual(failedOld);
    expect(await current(sent)).toEqual(sent);
  });

  it('releases a held message without the files it did not keep, and refuses one that kept only its first words', async () => {
    const withFile = stored('20250604T080000Z-hhhh0011', '2025-06-04T08:00:00.000Z', {
      state: 'held',
      attempts: 0,
      held: { reason: 'daily-cap', kept: 'text' },
      attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', size: 600_000 }],
    });
    const firstWords = stored('20250604T090000Z-hhhh0012', '2025-06-04T09:00:00.000Z', {
      state: 'held',
      attempts: 0,
      email: 'flood@example.org',
      held: { reason: 'no-proof', kept: 'metadata' },
      mail: { ...sent.mail, text: '', html: '' },
    });
    await seed(seeded.messages, [firstWords]);
    await seeded.messages.create(withFile, []);
    const [shown, released, refused] = await Promise.all([
      run('show', withFile.id),
      run('release', withFile.id),
      run('release', firstWords.id),
    ]);
    expect(shown.stdout).toMatch(/held +daily-cap; kept its text, not its files/);
    expect(shown.stdout).toMatch(/attachments +cv\.pdf \(application\/pdf, 585\.9 KB, not kept\)/);
    expect(released.code).toBe(0);
    expect(await seeded.messages.attachments(await current(withFile))).toEqual([]);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toContain(
      `Message ${firstWords.id} came past MAIL_HELD_MAX: only its sender, subject and first words were kept, nothing to send. Write to flood@example.org instead.`,
    );
    expect((await run('show', firstWords.id)).stdout).toContain(`--- text ---\n${firstWords.preview}`);
  });

  it("lists one sender's messages, in any case", async () => {
    const ids = (result: Run) => (JSON.parse(result.stdout) as MessageSummary[]).map((entry) => entry.id);
    expect(ids(await run('list', '--email', 'PAUL@example.org', '--json'))).toEqual([failedOld.id]);
    expect(ids(await run('list', '--email', 'Jeanne.Martin@example.org', '--state', 'sent,failed', '--json'))).toEqual([
      sent.id,
      failedRecent.id,
    ]);
  });

  it('erases every message of a sender, whatever the case, and the digests that quoted them', async () => {
    const digest = stored('digest-20250605', '2025-06-05T06:00:00.000Z', {
      state: 'sent',
      templateId: 'held-digest',
      email: '',
      subject: '[Portfolio] 1 message(s) retenu(s) sans preuve anti-robot',
      mail: { ...sent.mail, text: '- 20250604T070000Z-ssss0009 · Spam@Example.org\n  Sujet : Gagnez', replyTo: '' },
      sentAt: '2025-06-05T06:00:01.000Z',
    });
    const spamHeld = stored('20250604T070000Z-ssss0009', '2025-06-04T07:00:00.000Z', {
      state: 'held',
      email: 'Spam@Example.org',
      subject: 'Gagnez',
      digestId: digest.id,
    });
    const spamSent = stored('20250604T090000Z-ssss0010', '2025-06-04T09:00:00.000Z', {
      state: 'sent',
      email: 'spam@example.org',
      sentAt: '2025-06-04T09:00:01.000Z',
    });
    await seed(seeded.messages, [digest, spamHeld, spamSent]);

    const { code, stdout } = await run('erase', '--email', ' SPAM@example.ORG ');
    expect(code).toBe(0);
    expect(stdout).toBe(
      'Erased 2 messages from SPAM@example.ORG and 1 digest that quoted them.\n' +
        '2 of them had been delivered: delete those mails from your mailbox by hand, the inbox cannot reach it.\n',
    );
    for (const gone of [digest, spamHeld, spamSent]) expect(await seeded.messages.get(gone.id)).toBeNull();
    expect(await seeded.messages.idsOfSender('spam@example.org')).toEqual([]);
    for (const other of [failedOld, sent, pending, failedRecent]) expect(await current(other)).toEqual(other);

    const [paul, nobody] = await Promise.all([
      run('erase', '--email', 'paul@example.org'),
      run('erase', '--email', 'nobody@example.org'),
    ]);
    expect(paul).toMatchObject({
      code: 0,
      stdout: 'Erased 1 message from paul@example.org and 0 digests that quoted them.\n',
    });
    expect(await seeded.messages.get(failedOld.id)).toBeNull();
    expect(nobody).toMatchObject({ code: 0, stdout: 'No message from nobody@example.org: nothing erased.\n' });
  });

  it('exports every message as CSV, newest first, with formulas made text', async () => {
    const subjects = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1:A9)', '\tcmd'];
    const hostile = subjects.map((subject, index) =>
      stored(`20250605T0${index}0000Z-ffff000${index}`, `2025-06-05T0${index}:00:00.000Z`, { subject }),
    );
    await seed(seeded.messages, hostile);
    const { code, stdout, stderr } = await run('export', '--csv');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const row = (message: StoredMessage, subject: string) =>
      `${message.id},pending,${message.receivedAt},jeanne.martin@example.org,${subject},1,,,`;
    expect(stdout.split('\r\n')).toEqual([
      'id,state,received,email,subject,attempts,last_error,sent,delivery',
      row(hostile[4]!, `"'\tcmd"`),
      row(hostile[3]!, `"'@SUM(A1:A9)"`),
      row(hostile[2]!, `"'-2"`),
      row(hostile[1]!, `"'+1"`),
      row(hostile[0]!, `"'=HYPERLINK(""http://x"")"`),
      `${sent.id},sent,2025-06-03T09:00:00.000Z,jeanne.martin@example.org,Stage de développement,1,,2025-06-03T09:00:01.000Z,`,
      `${failedRecent.id},failed,2025-06-02T11:00:00.000Z,jeanne.martin@example.org,Stage de développement,3,gave up after 3 attempts: Resend did not answer (timeout),,`,
      `${pending.id},pending,2025-06-02T10:00:00.000Z,jeanne.martin@example.org,Stage de développement,2,Resend is busy (rate_limit_exceeded),,`,
      `${failedOld.id},failed,2025-06-01T08:00:00.000Z,paul@example.org,Alternance,1,The domain is not verified (validation_error),,`,
      '',
    ]);
  });

  it('exports some states with the text on demand, quoted as RFC 4180 says', async () => {
    const held = stored('20250604T080000Z-hhhh0008', '2025-06-04T08:00:00.000Z', {
      state: 'held',
      attempts: 0,
      subject: 'Re: devis, "urgent"',
      mail: { ...sent.mail, text: 'Ligne 1\r\nLigne 2, fin' },
    });
    await seeded.messages.create(held, []);
    const { code, stdout } = await run('export', '--csv', '--state', 'held,sent', '--with-text');
    expect(code).toBe(0);
    expect(stdout.split('\r\n')).toEqual([
      'id,state,received,email,subject,attempts,last_error,sent,delivery,text',
      `${held.id},held,2025-06-04T08:00:00.000Z,jeanne.martin@example.org,"Re: devis, ""urgent""",0,,,,"Ligne 1\nLigne 2, fin"`,
      `${sent.id},sent,2025-06-03T09:00:00.000Z,jeanne.martin@example.org,Stage de développement,1,,2025-06-03T09:00:01.000Z,,"${sent.mail.text}"`,
      '',
    ]);
  });

  it('prints the usage for --help, and with exit 2 for a wrong command', async () => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run inbox -- \[command\] \[options\]/);
    expect(help.stdout).toMatch(
      /A mail already delivered to your mailbox is out of reach: delete\s+it there by hand\./,
    );
    const wrongs = [
      ['frobnicate'],
      ['retry'],
      ['retry', 'x', '--failed'],
      ['retry', 'x', '--json'],
      ['show'],
      ['--verbose'],
    ];
    const runs = await Promise.all(wrongs.map((args) => run(...args)));
    runs.forEach((wrong, index) => {
      expect(wrong.code, wrongs[index]!.join(' ')).toBe(2);
      expect(wrong.stderr).toContain('Usage: npm run inbox');
      expect(wrong.stdout).toBe('');
    });
  });

  it('refuses wrong values, and options of other commands, with exit 2', async () => {
    const wrongs: [string[], string][] = [
      [['list', '--state', 'spam'], '--state takes pending, held, sent, failed, not "spam".'],
      [['list', '--page', '0'], '--page takes a whole number from 1, not "0".'],
      [['list', '--per-page', '1.5'], '--per-page takes a whole number from 1, not "1.5".'],
      [['show', 'x', '--email', 'x@example.org'], '--email goes with list, erase.'],
      [['show', 'x', '--state', 'held'], '--state goes with list, export.'],
      [['release'], 'release takes one message id.'],
      [['erase'], 'erase takes --email ADDRESS.'],
      [['erase', '--email', ' '], '--email needs a value.'],
      [['export'], 'export takes --csv, its one format.'],
      [['show', 'x', '--failed'], '--failed goes with retry.'],
    ];
    const runs = await Promise.all(wrongs.map(([args]) => run(...args)));
    runs.forEach((wrong, index) => {
      const [args, message] = wrongs[index]!;
      expect(wrong.code, args.join(' ')).toBe(2);
      expect(wrong.stderr).toContain(`inbox: ${message}\n\nUsage: npm run inbox`);
      expect(wrong.stdout).toBe('');
    });
  });

  it(
    'runs in a process of its own as npm starts it: results on stdout, the rest on stderr, the status as exit code',
    SLOW,
    async () => {
      const [json, unknown, wrong] = await Promise.all([
        inboxProcess(seeded.root, ['--json']),
        inboxProcess(seeded.root, ['show', '1999']),
        inboxProcess(seeded.root, ['--verbose']),
      ]);
      expect(json).toMatchObject({ code: 0, stderr: '' });
      expect((JSON.parse(json.stdout) as MessageSummary[]).map((entry) => entry.id)).toEqual(
        newestFirst.map((message) => message.id),
      );
      expect(unknown).toMatchObject({ code: 1, stdout: '' });
      expect(unknown.stderr).toContain('No message with an id starting "1999".');
      expect(wrong).toMatchObject({ code: 2, stdout: '' });
      expect(wrong.stderr).toContain('Usage: npm run inbox');
    },
  );
});

const PAGED_START = Date.parse('2025-06-10T08:00:00.000Z');
/** 120 messages, one every 90 seconds over three hours, in turn pending, held, sent and failed. */
const paged = Array.from({ length: 120 }, (_, index) => {
  const receivedAt = new Date(PAGED_START + index * 90_000).toISOString();
  const id = `${receivedAt.replace(/[-:]|\.\d+/g, '')}-page${String(index).padStart(4, '0')}`;
  return stored(id, receivedAt, { state: MESSAGE_STATES[index % 4] });
});

/** The ids of the paged messages in some states, newest first. */
const pagedIds = (states: readonly MessageState[] = MESSAGE_STATES) =>
  paged
    .filter((message) => states.includes(message.state))
    .map((message) => message.id)
    .reverse();

describe('npm run inbox, a page at a time', () => {
  let seeded: Project;
  const run = (...args: string[]) => inbox(seeded.root, args);
  const ids = ({ stdout }: Run) => (JSON.parse(stdout) as MessageSummary[]).map((entry) => entry.id);
  const lastLines = ({ stdout }: Run, count: number) => stdout.trimEnd().split('\n').slice(-count);

  beforeAll(async () => {
    seeded = await project(paged);
  }, 60_000);
  afterAll(async () => {
    await seeded.server.stop();
    await rm(seeded.root, { recursive: true, force: true });
  });

  it('pages through every message newest first, without overlap, and says how to see the next page', async () => {
    const [one, two, three, firstTable, lastTable] = await Promise.all([
      run('--json'),
      run('list', '--page', '2', '--json'),
      run('list', '--page', '3', '--json'),
      run('list'),
      run('list', '--page', '3'),
    ]);
    expect([ids(one).length, ids(two).length, ids(three).length]).toEqual([50, 50, 20]);
    expect([...ids(one), ...ids(two), ...ids(three)]).toEqual(pagedIds());
    expect(one.stderr).toBe('inbox: more messages on the next page: npm run -s inbox -- list --page 2 --json\n');
    expect(three.stderr).toBe('');
    expect(lastLines(firstTable, 2)).toEqual([
      '50 messages on page 1: 12 pending, 12 held, 13 sent, 13 failed.',
      'Next page: npm run inbox -- list --page 2',
    ]);
    expect(lastTable.stdout.split('\n')[1]).toContain(pagedIds()[100]);
    expect(lastLines(lastTable, 2)).toEqual(['', '20 messages on page 3: 5 pending, 5 held, 5 sent, 5 failed.']);
  });

  it('pages through some states with --state and --per-page', async () => {
    const [second, last, beyond] = await Promise.all([
      run('list', '--state', 'held', '--per-page', '10', '--page', '2'),
      run('list', '--state', 'failed,held', '--per-page', '25', '--page', '3', '--json'),
      run('list', '--page', '4'),
    ]);
    expect(second.stdout.split('\n')[1]).toContain(pagedIds(['held'])[10]);
    expect(lastLines(second, 2)).toEqual([
      '10 messages on page 2: 10 held.',
      'Next page: npm run inbox -- list --state held --per-page 10 --page 3',
    ]);
    expect(ids(last)).toEqual(pagedIds(['held', 'failed']).slice(50));
    expect(beyond.stdout).toBe('No messages on page 4.\n');
  });
});

describe('which local store npm run inbox reads', () => {
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

  it("reads the project's own store before netlify dev's", async () => {
    const linked = await project([sent]);
    const root = remember(linked);
    await seed(linked.site('unlinked').messages, [failedOld]);
    const { stdout, stderr } = await inbox(root, []);
    expect(stderr).toBe('inbox: reading the local store .netlify/blobs-serve (site 0)\n');
    expect(stdout).toContain(sent.id);
    expect(stdout).not.toContain(failedOld.id);
  });

  it('wants both NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN, or neither', async () => {
    const root = remember(await project([sent]));
    const half = await inbox(root, [], { NETLIFY_SITE_ID: 'site-123' });
    expect(half).toMatchObject({ code: 1, stdout: '' });
    expect(half.stderr).toContain('NETLIFY_SITE_ID is set but NETLIFY_AUTH_TOKEN is not');
    expect((await inbox(root, [], { NETLIFY_AUTH_TOKEN: 'token' })).stderr).toContain(
      'NETLIFY_AUTH_TOKEN is set but NETLIFY_SITE_ID is not',
    );
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
    expect(await seeded.messages.replace(stale, { ...stale.message, ...change })).not.toBeNull();
    return stale;
  }

  it('reads the message again and requeues it', async () => {
    const stale = await staleAfter({ lastError: 'newer error (timeout)' });
    const before = await requeueMessage(seeded.messages, stale, Date.now());
    expect(before.lastError).toBe('newer error (timeout)');
    expect((await seeded.messages.get(failedOld.id))!.message).toMatchObject({
      state: 'pending',
      lastError: 'newer error (timeout)',
    });
  });

  it('refuses if the other writer sent it meanwhile', async () => {
    const stale = await staleAfter({ state: 'sent', sentAt: '2025-06-01T08:10:00.000Z' });
    await expect(requeueMessage(seeded.messages, stale, Date.now())).rejects.toThrow(
      new InboxError(`Message ${failedOld.id} was already sent (2025-06-01T08:10:00.000Z): not requeued.`),
    );
    expect((await seeded.messages.get(failedOld.id))!.message.state).toBe('sent');
  });
});

describe('a message the dev outbox kept, with no RESEND_API_KEY', () => {
  it('is listed, shown and counted as kept locally, never as sent', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const id = '20250604T090000Z-eeee0005';
    const outgoing = {
      ...sent.mail,
      from: 'Portfolio <portfolio@localhost>',
      to: 'owner@localhost',
      attachments: [],
      idempotencyKey: `message/${id}`,
      messageId: id,
    };
    const result = await devOutbox.send(outgoing);
    if (!result.ok) throw new Error('the dev outbox refused the message');
    const kept = await project([
      stored(id, '2025-06-04T09:00:00.000Z', {
        state: 'sent',
        sentAt: '2025-06-04T09:00:01.000Z',
        providerId: result.id,
      }),
    ]);
    try {
      const list = await inbox(kept.root, []);
      const [header, row, , total, note] = list.stdout.split('\n');
      expect(row!.slice(header!.indexOf('STATE')).split(/\s+/)[0]).toBe('outbox');
      expect(total).toMatch(/ 0 sent, .*1 outbox\.$/);
      expect(note).toMatch(/^outbox: kept locally .*not sent/);
      const shown = (await inbox(kept.root, ['show', id])).stdout;
      expect(shown).toMatch(/state +outbox \(kept locally .*not sent/);
      expect(shown).toMatch(/sent +never/);
    } finally {
      await kept.server.stop();
      await rm(kept.root, { recursive: true, force: true });
    }
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

  it('shows bidi controls and invisible characters as code points, so they cannot reorder the screen', () => {
    const hostile = stored('20250605T000000Z-ffff0008', '2025-06-05T00:00:00.000Z', {
      subject: 'Facture\u202Efdp.exe',
      mail: { ...sent.mail, text: 'Bonjour\u200B 👩‍👩‍👧 \u2067שלום\u2069' },
      attachments: [{ filename: 'invoice\u202Efdp.exe', contentType: 'application/pdf', size: 2048 }],
    });
    const shown = formatTable([hostile]) + formatDetail(hostile);
    expect(shown).not.toMatch(/[^\P{Cf}\u200D]/u);
    expect(formatTable([hostile])).toContain('Facture<U+202E>fdp.exe');
    expect(formatDetail(hostile)).toContain('invoice<U+202E>fdp.exe (application/pdf, 2.0 KB)');
    expect(clean('Bonjour\u200B 👩‍👩‍👧 \u2067שלום\u2069')).toBe('Bonjour<U+200B> 👩‍👩‍👧 <U+2067>שלום<U+2069>');
  });

  it('puts a long cell on one shortened line', () => {
    const long = stored('20250605T000000Z-ffff0007', '2025-06-05T00:00:00.000Z', {
      subject: `Un sujet\nsur deux lignes ${'x'.repeat(80)}`,
    });
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
