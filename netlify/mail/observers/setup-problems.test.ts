/**
 * A broken setup through the function's pipeline: the owner is told at the first refusal, once
 * per cause and day, and a message refused for a missing setting is kept and delivered once it
 * is set. Resend and the owner's alert receiver are mocked with MSW; the blobs are real.
 */
import { getStore } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { nodeServer } from '../../../mocks/node-server.ts';
import { RESEND_EMAILS_URL, resendFailing } from '../../../mocks/resend.ts';
import { blobsHealthStore, HEALTH_DAYS, HEALTH_STORE } from './health-store.ts';
import { runCleanup } from '../owner/cleanup.ts';
import { dayKey } from '../request/daily-budget.ts';
import { runRetryPass } from '../owner/retry.ts';
import { blobsMessageStore, MESSAGE_STORE } from '../request/message-store.ts';
import { BACKLOG_WITH_FILES } from '../request/setup-backlog.ts';
import { KEPT_UNTIL_CONFIGURED } from '../request/setup.ts';
import { refusalsKey } from './setup-problems.ts';
import { ALERT_ENV, useAlertReceiver } from '../testing/alert-receiver.ts';
import {
  call,
  jsonRequest,
  nextIp,
  PUBLIC_KEY,
  SEND_FORM_PATH,
  sendBody,
  SITE,
  uniqueMessage,
  useMailTestEnv,
} from '../testing/harness.ts';
import { KEY_ALERT_HOURS, KEY_REFUSING_CLIENTS } from './key-refusals.ts';
import { allKept, emptyMessageStore } from '../testing/kept.ts';
import { DAY_MS } from '../request/throttle-store.ts';

const { resendCalls, storeDown } = useMailTestEnv({ ...ALERT_ENV, MAIL_RETRY_MIN_DELAY_S: '0' });
const { alerts, alertBodies } = useAlertReceiver();
const OTHER_ORIGIN = 'https://friend.example';

beforeEach(async () => {
  await emptyMessageStore();
  await getStore({ name: HEALTH_STORE, consistency: 'strong' }).deleteAll();
});

const of = (cause: string) => alerts.filter((alert) => alert.cause === cause);

/** The form's multipart send of `message` with a PDF of 100 KB. */
async function withFile(message: Record<string, string>): Promise<Request> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    ...message,
    service_id: 'service_portfolio',
    template_id: 'template_contact',
    user_id: PUBLIC_KEY,
  }))
    form.append(name, value);
  form.append(
    'attachment',
    new File(['%PDF-1.7\n', new Uint8Array(100 * 1024)], 'cv.pdf', { type: 'application/pdf' }),
  );
  const encoded = new Response(form);
  return new Request(SITE + SEND_FORM_PATH, {
    method: 'POST',
    headers: { Origin: SITE, 'Content-Type': encoded.headers.get('content-type')! },
    body: await encoded.arrayBuffer(),
  });
}

describe('a public key unlike MAIL_PUBLIC_KEY', () => {
  const wrongKey = 'pk_before_the_change';
  /** A send from the site's own origin with `key`, by the client at `ip`. */
  const sendWithKey = (key: string, ip: string) => call(jsonRequest(sendBody({ user_id: key })), ip);
  const at = (time: string) => vi.setSystemTime(Date.parse(`2026-03-05T${time}Z`));
  beforeEach(() => void vi.useFakeTimers({ now: Date.parse('2026-03-05T00:00:00Z'), toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it(`on the site's own pages: every send refused as EmailJS refuses it, and one alert once ${KEY_REFUSING_CLIENTS} clients were, quoting no key sent`, async () => {
    for (let i = 0; i < 5; i++)
      expect(await sendWithKey(wrongKey, '198.51.100.1')).toMatchObject({
        status: 400,
        text: 'The Public Key is invalid',
      });
    const others = Array.from({ length: KEY_REFUSING_CLIENTS + 2 }, (_, i) => `2001:db8:${i + 1}::1`);
    for (const ip of others.slice(0, KEY_REFUSING_CLIENTS - 2))
      expect((await sendWithKey(wrongKey, ip)).status).toBe(400);
    expect(alerts).toEqual([]);
    for (const ip of others.slice(KEY_REFUSING_CLIENTS - 2)) expect((await sendWithKey(wrongKey, ip)).status).toBe(400);
    expect(alerts).toEqual([
      expect.objectContaining({ cause: 'public-key', count: KEY_REFUSING_CLIENTS, detail: `"${PUBLIC_KEY}"` }),
    ]);
    expect(alerts[0]!.text).toMatch(
      /MAIL_PUBLIC_KEY \("pk_test_portfolio"\).*Set MAIL_PUBLIC_KEY in Netlify \(Site configuration > Environment variables\).*redeploy/,
    );
    expect(alertBodies.join()).not.toContain(wrongKey);
  });

  it('counts the addresses of one IPv6 /64 as one client, and forgets clients refused over an hour ago', async () => {
    for (const ip of ['2001:db8:1:1::1', '2001:db8:1:1::2', '2001:db8:1:1:ffff::3']) await sendWithKey(wrongKey, ip);
    at('00:10:00');
    await sendWithKey(wrongKey, '2001:db8:2::1');
    expect(alerts).toEqual([]);
    at('01:05:00');
    await sendWithKey(wrongKey, '2001:db8:3::1');
    expect(alerts).toEqual([]);
    at('01:09:00');
    await sendWithKey(wrongKey, '2001:db8:4::1');
    expect(alerts.map((alert) => alert.cause)).toEqual(['public-key']);
  });

  it('from another origin, or with a key that is text of a script, tells nothing of the caller', async () => {
    vi.stubEnv('MAIL_ALLOWED_ORIGINS', OTHER_ORIGIN);
    for (let i = 0; i < KEY_REFUSING_CLIENTS; i++)
      expect((await call(jsonRequest(sendBody({ user_id: 'pk_theirs' }), { origin: OTHER_ORIGIN }))).status).toBe(400);
    expect(alerts).toEqual([]);
    for (const key of [
      'Call_06.00.00.00.00-or-visit-evil.example',
      '<b>Call +33 6 00 00 00 00</b>',
      'Call_06.00.00.00.00-or-visit-evil.example',
    ]) {
      expect((await call(jsonRequest(sendBody({ user_id: key })))).status).toBe(400);
    }
    expect(of('public-key')).toHaveLength(1);
    for (const text of ['Call', 'evil.example', '<b>', '+33']) expect(alertBodies.join()).not.toContain(text);
  });

  it(`a forged burst at night leaves a real one later in the day its alert, and a bot gets ${24 / KEY_ALERT_HOURS} a day at most`, async () => {
    const burst = async (time: string) => {
      at(time);
      for (let i = 0; i < KEY_REFUSING_CLIENTS; i++) await sendWithKey(wrongKey, nextIp());
    };
    await burst('01:00:00');
    await burst('02:00:00');
    expect(of('public-key')).toHaveLength(1);
    await burst('14:30:00');
    expect(of('public-key')).toHaveLength(2);
    for (let hour = 0; hour < 24; hour++) await burst(`${String(hour).padStart(2, '0')}:45:00`);
    expect(of('public-key').map((alert) => alert.id)).toEqual([
      'public-key-20260305T00',
      'public-key-20260305T12',
      'public-key-20260305T06',
      'public-key-20260305T18',
    ]);
  });
});

describe('a missing setting', () => {
  it.each(['MAIL_TO', 'RESEND_API_KEY'])(
    'without %s: 503 saying the message is kept, one alert, then one delivery once it is set',
    async (name) => {
      const value = process.env[name]!;
      vi.stubEnv(name, '');
      const bodies = [sendBody(), sendBody(), sendBody()];
      for (const body of bodies)
        expect(await call(jsonRequest(body))).toMatchObject({ status: 503, text: KEPT_UNTIL_CONFIGURED });
      expect(await call(jsonRequest(bodies[0]))).toMatchObject({ status: 503, text: KEPT_UNTIL_CONFIGURED });
      expect(of('setting-missing')).toEqual([
        expect.objectContaining({ detail: name, text: expect.stringContaining(`${name} is not set`) }),
      ]);
      expect(await runRetryPass()).toMatchObject({ due: 0, sent: 0, missing: [name] });
      expect(resendCalls).toHaveLength(0);
      expect((await allKept()).map(({ message }) => message.state)).toEqual(['pending', 'pending', 'pending']);

      vi.stubEnv(name, value);
      expect(await runRetryPass()).toMatchObject({ sent: 3, missing: [] });
      expect(await runRetryPass()).toMatchObject({ sent: 0 });
      expect(
        resendCalls.map((sent) => (sent.body.text as string).includes(bodies[0]!.template_params.message)),
      ).toEqual(expect.arrayContaining([true, false, false]));
      expect(resendCalls).toHaveLength(3);
    },
  );

  it('keeps a bounded backlog, files with the first few only, then sends it oldest first within the share and the key interval', async () => {
    vi.stubEnv('MAIL_TO', '');
    vi.stubEnv('MAIL_HELD_MAX', '8');
    const messages = Array.from({ length: 10 }, () => uniqueMessage());
    const answers = [];
    for (const message of messages) answers.push((await call(await withFile(message))).text);
    expect(answers).toEqual([
      ...Array(8).fill(KEPT_UNTIL_CONFIGURED),
      ...Array(2).fill('Mail sending is not configured on this server'),
    ]);
    const files = (await getStore({ name: MESSAGE_STORE, consistency: 'strong' }).list({ prefix: 'attachments/' }))
      .blobs;
    expect(files).toHaveLength(BACKLOG_WITH_FILES);

    // Set, on the next day's first hour: what waited may take 6 of the 24 (./daily-budget.ts), one send every 200 ms.
    vi.stubEnv('MAIL_TO', 'owner@portfolio.example');
    vi.stubEnv('MAIL_DAILY_LIMIT', '24');
    vi.stubEnv('MAIL_THROTTLE_KEY_INTERVAL_MS', '200');
    const sent: { text: string; files: number }[] = [];
    nodeServer.use(
      http.post(RESEND_EMAILS_URL, async ({ request }) => {
        const body = (await request.json()) as { text: string; attachments?: unknown[] };
        sent.push({ text: body.text, files: body.attachments?.length ?? 0 });
        return HttpResponse.json({ id: crypto.randomUUID() });
      }),
    );
    const started = Date.now();
    const tomorrow = Math.ceil(started / DAY_MS) * DAY_MS;
    const clock = (from: number) => () => from + Date.now() - started;
    // Each pass waits for the key's next turn between two sends.
    const timed = async (from: number) => {
      const passStarted = Date.now();
      const summary = await runRetryPass(blobsMessageStore(), clock(from));
      return { summary, ms: Date.now() - passStarted };
    };
    const morning = await timed(tomorrow + 10 * 60_000);
    expect(morning.summary).toMatchObject({ sent: 6, missing: [] });
    expect(morning.ms).toBeGreaterThanOrEqual(5 * 200);
    const noon = await timed(tomorrow + 12 * 60 * 60_000);
    expect(noon.summary).toMatchObject({ sent: 2 });
    expect(noon.ms).toBeGreaterThanOrEqual(200);
    // A form sends its line breaks as CRLF: each message is told by its last line.
    expect(sent.map(({ text }) => text)).toEqual(
      messages.slice(0, 8).map(({ message }) => expect.stringContaining(message.split('\n').at(-1)!)),
    );
    expect(sent.map(({ files }) => files)).toEqual([
      ...Array(BACKLOG_WITH_FILES).fill(1),
      ...Array(8 - BACKLOG_WITH_FILES).fill(0),
    ]);
  });

  it('without RESEND_API_KEY there is no challenge secret either: nobody is held for lacking a proof, and the owner is told', async () => {
    vi.stubEnv('RESEND_API_KEY', '');
    vi.stubEnv('MAIL_CHALLENGE_SECRET', '');
    vi.stubEnv('MAIL_CHALLENGE', 'hold');
    expect((await call(jsonRequest(sendBody()))).status).toBe(503);
    expect((await allKept()).map(({ message }) => message.state)).toEqual(['pending']);
    expect(
      of('setting-missing')
        .map((alert) => alert.detail)
        .sort(),
    ).toEqual(['MAIL_CHALLENGE_SECRET', 'RESEND_API_KEY']);
  });

  it('with the store down too: 503 as before, nothing kept, and the owner still told', async () => {
    vi.stubEnv('MAIL_TO', '');
    storeDown();
    expect(await call(jsonRequest(sendBody()))).toMatchObject({
      status: 503,
      text: 'Mail sending is not configured on this server',
    });
    expect(of('setting-missing')).toHaveLength(1);
  });

  it('counts the refusals per cause and day for the health view, a minute of them in one write', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-05T10:00:00Z'), toFake: ['Date'] });
    vi.stubEnv('MAIL_TO', '');
    for (let i = 0; i < 3; i++) await call(jsonRequest(sendBody()));
    const counts = async () => (await blobsHealthStore().read(refusalsKey('20260305')))?.value;
    expect(await counts()).toEqual({ 'setting-missing': 1 });
    vi.setSystemTime(Date.parse('2026-03-05T10:01:01Z'));
    await call(jsonRequest(sendBody()));
    expect(await counts()).toEqual({ 'setting-missing': 4 });
    vi.useRealTimers();
  });
});

describe('Resend refusing the setup', () => {
  it.each([
    ['invalid-key', 'resend-key', /Resend refuses RESEND_API_KEY \(403 invalid_api_key/],
    [
      'unverified-domain',
      'resend-sender',
      /Resend refuses the sender, MAIL_FROM \(403 validation_error: The portfolio.example domain is not verified/,
    ],
  ] as const)(
    '%s: every message 502 and kept as failed, one alert a day and none per message',
    async (failure, cause, text) => {
      nodeServer.use(resendFailing(failure));
      for (let i = 0; i < 3; i++) expect((await call(jsonRequest(sendBody()))).status).toBe(502);
      expect(alerts).toEqual([expect.objectContaining({ cause, text: expect.stringMatching(text) })]);
      expect((await allKept()).map(({ message }) => message.state)).toEqual(['failed', 'failed', 'failed']);
    },
  );
});

it('a well-configured site writes nothing of this on a send', async () => {
  expect((await call(jsonRequest(sendBody()))).status).toBe(200);
  expect(alerts).toEqual([]);
  expect(await blobsHealthStore().keysUnder('refusals/')).toEqual([]);
});

it('keeps the refusal counts HEALTH_DAYS days: the clean-up forgets older ones', async () => {
  const health = blobsHealthStore();
  const [today, tooOld] = [dayKey(Date.now()), dayKey(Date.now() - (HEALTH_DAYS + 1) * DAY_MS)];
  for (const day of [today, tooOld]) await health.write(refusalsKey(day), { 'resend-key': 1 }, null);
  expect(await runCleanup()).toMatchObject({ healthDays: 1 });
  expect(await health.keysUnder('refusals/')).toEqual([refusalsKey(today)]);
});
