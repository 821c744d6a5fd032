/**
 * Held messages and the owner's daily digest: a message without a valid challenge solution is
 * kept, never mailed, and listed in one digest a day at most; released, it is delivered.
 */
import { getStore } from '@netlify/blobs';
import pLimit from 'p-limit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMessage } from '../../../mocks/contact-message.ts';
import { nodeServer } from '../../../mocks/node-server.ts';
import { resendFailing } from '../../../mocks/resend.ts';
import { requeue } from './attempts.ts';
import { runCleanup } from '../owner/cleanup.ts';
import { readMailConfig } from './config.ts';
import { chooseDelivery } from './deliver.ts';
import { DIGEST_LIST_CAP } from '../owner/digest.ts';
import { keepThenDeliver, type Submission } from './keep-then-deliver.ts';
import { blobsMessageStore, MESSAGE_STORE, type MessageStore } from './message-store.ts';
import { runScheduled } from '../testing/scheduled.ts';
import { allKept, emptyMessageStore } from '../testing/kept.ts';
import { useMailTestEnv } from '../testing/harness.ts';

// The store's deadline is a promise of its own (store-call.test.ts) for a store that is down; here
// the store is up, and a late answer from a loaded machine is no failure.
vi.mock(import('./store-call.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  callStore: (_operation, call) => call(),
}));

const { resendCalls } = useMailTestEnv({ MAIL_RETRY_MIN_DELAY_S: '0' });
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(emptyMessageStore);

let counter = 0;
/** A message of its own (two equal ones are a double submit), from its own sender unless given one, and from no known client unless given one. */
function submission(
  hold: Submission['hold'],
  sender = `bot${counter + 1}@spam.example`,
  clients: string[] = [],
): Submission {
  const text = `${contactMessage().message} ${++counter}`;
  return {
    templateId: 'template_contact',
    mail: { subject: `[Portfolio] Offre ${counter}`, text, html: `<p>${text}</p>`, replyTo: sender },
    name: `Bot ${counter}`,
    subject: `Offre ${counter}`,
    preview: text,
    attachments: [],
    hold,
    clients,
  };
}

const keep = (item: Submission, now = Date.now()) => {
  const config = readMailConfig();
  return keepThenDeliver(blobsMessageStore(), chooseDelivery(config), config, item, now);
};

describe('a message without a valid challenge solution', () => {
  it('is kept as held and answered like a sent one, and no mail goes out', async () => {
    expect(await keep(submission('no-proof'))).toMatchObject({ outcome: 'held' });
    const [kept] = await allKept();
    expect(kept?.message).toMatchObject({ state: 'held', attempts: 0, leaseUntil: null });
    // One pass queues the digest, the next sends it.
    expect(await runScheduled()).toMatchObject({ due: 0, digest: expect.any(String) });
    expect(await runScheduled()).toMatchObject({ due: 1, sent: 1 });
    // The one mail is the digest, not the held message.
    expect(resendCalls).toHaveLength(1);
    expect(resendCalls[0]?.body.subject).toBe('[Portfolio] 1 message(s) retenu(s)');
    expect((await blobsMessageStore().get(kept!.message.id))?.message.state).toBe('held');
  });

  it('is delivered in full once the owner releases it', async () => {
    await keep(submission('no-proof', 'real.visitor@example.org'));
    const [held] = await allKept();
    await runScheduled();
    await runScheduled();
    expect(await requeue(blobsMessageStore(), (await blobsMessageStore().get(held!.message.id))!, Date.now())).toBe(
      true,
    );
    expect(await runScheduled()).toMatchObject({ sent: 1 });
    const released = resendCalls.find((call) => call.body.reply_to === 'real.visitor@example.org');
    expect(released?.body.text).toBe(held!.message.mail.text);
    expect((await blobsMessageStore().get(held!.message.id))?.message.state).toBe('sent');
  });
});

describe('a held message costs next to nothing', () => {
  const pdf = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(600 * 1024)]));
  const withFile = () => ({
    ...submission('no-proof'),
    attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', content: pdf }],
  });
  const storeKeys = async () =>
    (await getStore({ name: MESSAGE_STORE, consistency: 'strong' }).list()).blobs.map((blob) => blob.key);

  it('keeps the names, types and sizes of its files, not their bytes', async () => {
    await keep(withFile());
    const [kept] = await allKept();
    expect(kept?.message).toMatchObject({
      held: { reason: 'no-proof', kept: 'text' },
      attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', size: pdf.byteLength }],
    });
    expect(kept?.message.mail.text).toContain(contactMessage().message);
    expect((await storeKeys()).filter((key) => key.startsWith('attachments/'))).toEqual([]);
  });

  it('keeps only who wrote, about what, and the first words past MAIL_HELD_MAX or MAIL_HELD_MAX_MB', async () => {
    vi.stubEnv('MAIL_HELD_MAX', '2');
    for (let i = 0; i < 3; i++) await keep(submission('no-proof'), Date.now() + i);
    const kept = (await allKept())
      .map(({ message }) => message)
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    expect(kept.map((message) => message.held?.kept)).toEqual(['text', 'text', 'metadata']);
    expect(kept[2]!.mail).toMatchObject({ text: '', html: '' });
    expect(kept[2]).toMatchObject({
      email: expect.stringContaining('@spam.example'),
      subject: expect.stringContaining('Offre'),
      preview: expect.stringContaining('Bonjour'),
    });

    vi.stubEnv('MAIL_HELD_MAX', '1000');
    vi.stubEnv('MAIL_HELD_MAX_MB', '0');
    await keep(submission('no-proof'), Date.now() + 10);
    expect((await allKept()).filter(({ message }) => message.held?.kept === 'metadata')).toHaveLength(2);
  });

  it('is deleted from its index keys alone once past MAIL_KEEP_HELD_DAYS, 7 by default', async () => {
    const sixDaysAgo = Date.now() - 6 * DAY_MS;
    await keep(withFile(), sixDaysAgo);
    await keep(submission('no-proof', 'shared@example.org'), sixDaysAgo);
    const store = blobsMessageStore();
    const reads: string[] = [];
    const counting: MessageStore = { ...store, get: (id) => (reads.push(id), store.get(id)) };
    expect((await runCleanup(Date.now(), counting)).expired.held).toBe(0);
    expect((await runCleanup(Date.now() + 2 * DAY_MS, counting)).expired.held).toBe(2);
    expect(reads).toEqual([]);
    expect(await storeKeys()).toEqual(['notes/held-count']);
  });
});

describe('the digest of held messages', () => {
  it('lists the posts of the form without JavaScript first, then the others, one line per client, a client’s single message first', async () => {
    const now = Date.now();
    for (let i = 0; i < 30; i++) await keep(submission('no-proof', `bot${i}@spam.example`, ['bot-client']), now + i);
    for (let i = 0; i < 5; i++)
      await keep(submission('form-without-js', 'forged@spam.example', ['bot-client']), now + 50 + i);
    await keep(submission('form-without-js', 'visitor@example.org', ['visitor-client']), now + 100);
    await keep(submission('no-proof', 'api.user@example.org', ['api-client']), now + 150);
    await runScheduled(blobsMessageStore(), () => now + 200);
    await runScheduled(blobsMessageStore(), () => now + 300);
    const text = String(resendCalls[0]?.body.text);
    expect(text).toContain('37 message(s) reçu(s)');
    expect(text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      expect.stringMatching(/^- 1 × Bot \d+ <visitor@example\.org>/),
      expect.stringMatching(/^- 5 × Bot \d+ <forged@spam\.example>/),
      expect.stringMatching(/^- 1 × Bot \d+ <api\.user@example\.org>/),
      expect.stringMatching(/^- 30 × Bot \d+ <bot0@spam\.example>/),
    ]);
    expect(text).not.toContain('autre(s)');
    expect(String(resendCalls[0]?.body.html)).toContain('<span dir="auto">visitor@example.org</span>');
  });

  it('lists a bot flood in one mail a day, capped, with the count of the rest', { timeout: 30_000 }, async () => {
    const now = Date.now();
    // A few at a time, as the platform's instances take them (each serves one request at a time).
    const limit = pLimit(4);
    await Promise.all(Array.from({ length: 45 }, (_, i) => limit(() => keep(submission('no-proof'), now + i))));
    const passes = await Promise.all([runScheduled(), runScheduled(), runScheduled()]);
    expect(passes.filter((pass) => pass.digest !== null).length).toBeGreaterThanOrEqual(1);
    expect(await runScheduled()).toMatchObject({ due: 1, sent: 1, digest: null });
    expect(await runScheduled()).toMatchObject({ due: 0, digest: null });
    expect(resendCalls).toHaveLength(1);
    const text = String(resendCalls[0]?.body.text);
    expect(text).toContain('45 message(s) reçu(s)');
    expect(text.match(/^- /gm)).toHaveLength(DIGEST_LIST_CAP);
    expect(text).toContain(`… et ${45 - DIGEST_LIST_CAP} autre(s)`);
  });

  it('waits for the next day, then lists only the messages held since the last digest', async () => {
    const now = Date.now();
    await keep(submission('no-proof', 'first@spam.example'), now);
    await runScheduled(blobsMessageStore(), () => now + 1000);
    await keep(submission('no-proof', 'second@spam.example'), now + 2000);
    expect(await runScheduled(blobsMessageStore(), () => now + 3000)).toMatchObject({ digest: null });
    const tomorrow = now + DAY_MS;
    expect((await runScheduled(blobsMessageStore(), () => tomorrow)).digest).not.toBeNull();
    await runScheduled(blobsMessageStore(), () => tomorrow + 1000);
    expect(resendCalls).toHaveLength(2);
    expect(resendCalls[1]?.body.text).toContain('second@spam.example');
    expect(resendCalls[1]?.body.text).not.toContain('first@spam.example');
    expect(await runScheduled(blobsMessageStore(), () => tomorrow + DAY_MS)).toMatchObject({ digest: null });
  });

  it('sends nothing when nothing was held', async () => {
    await keep(submission(null));
    expect(await runScheduled()).toMatchObject({ digest: null });
    expect(resendCalls).toHaveLength(1);
  });
});

describe('a double submit on a later day', () => {
  it('is one message, however the two sends fall around midnight', async () => {
    const item = submission(null);
    const midnight = Math.ceil(Date.now() / DAY_MS) * DAY_MS + 5 * DAY_MS;
    expect(await keep(item, Date.now())).toMatchObject({ outcome: 'sent' });
    // Days later, twice, two seconds apart: the second is a duplicate of the first.
    expect(await keep(item, midnight + 3 * 60 * 60 * 1000)).toMatchObject({ outcome: 'sent' });
    expect(await keep(item, midnight + 3 * 60 * 60 * 1000 + 2000)).toMatchObject({ outcome: 'duplicate' });
    // Across the next midnight, too.
    expect(await keep(item, midnight + 2 * DAY_MS - 1000)).toMatchObject({ outcome: 'sent' });
    expect(await keep(item, midnight + 2 * DAY_MS + 1000)).toMatchObject({ outcome: 'duplicate' });
    expect(resendCalls).toHaveLength(3);
  });
});

describe('retention', () => {
  it('forgets held messages after 7 days, sent ones after 30 and failed ones after 90, never pending ones', async () => {
    const longAgo = Date.now() - 100 * DAY_MS;
    await keep(submission('no-proof'), longAgo);
    await keep(submission(null), longAgo);
    const [sent] = (await allKept()).filter(({ message }) => message.state === 'sent');
    const store = blobsMessageStore();
    const failedAt = Date.now() - 60 * DAY_MS;
    await keep(submission('no-proof'), failedAt);
    const recent = (await allKept()).find(({ message }) => Date.parse(message.receivedAt) === failedAt)!;
    await store.replace(recent, { ...recent.message, state: 'failed' });
    nodeServer.use(resendFailing('server-error'));
    expect(await keep(submission(null))).toMatchObject({ outcome: 'queued' });
    const pending = (await allKept()).find(({ message }) => message.state === 'pending')!;

    const summary = await runCleanup();
    expect(summary).toMatchObject({ expired: { held: 1, sent: 1, failed: 0 }, finished: true });
    const left = (await allKept()).map(({ message }) => message.id);
    expect(left).toContain(recent.message.id);
    expect(left).toContain(pending.message.id);
    expect(left).not.toContain(sent!.message.id);
    expect((await runCleanup(Date.now() + 31 * DAY_MS)).expired).toEqual({ held: 0, sent: 0, failed: 1 });
    expect((await blobsMessageStore().get(pending.message.id))?.message.state).toBe('pending');
  });
});
