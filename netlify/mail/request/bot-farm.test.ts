/**
 * The throttle under attack, through the whole pipeline on the local blob server: a bot farm
 * sending from many addresses while two visitors use the form. The farm gets each address's own
 * limit and no more; the visitors are never refused; Resend gets at most one send a key interval,
 * and no more than the visitors' share of the daily limit so far; every accepted message is kept,
 * the rest for later delivery or held.
 */
import { getStore } from '@netlify/blobs';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { nodeServer } from '../../../mocks/node-server.ts';
import { RESEND_EMAILS_URL } from '../../../mocks/resend.ts';
import { quotaShare } from './daily-budget.ts';
import { blobsMessageStore, MESSAGE_STORE, type StoredMessage } from './message-store.ts';
import { call, jsonRequest, sendBody, useMailTestEnv } from '../testing/harness.ts';

useMailTestEnv({
  MAIL_THROTTLE_PER_IP: '5',
  MAIL_THROTTLE_WINDOW_S: '600',
  MAIL_THROTTLE_KEY_INTERVAL_MS: '1000',
  MAIL_DAILY_LIMIT: '15',
});

afterEach(() => vi.useRealTimers());

const START = Date.parse('2026-05-04T09:00:00Z');
const BOTS = [
  ...Array.from({ length: 30 }, (_, i) => `198.51.100.${i + 1}`),
  ...Array.from({ length: 10 }, (_, i) => `2001:db8:b07:${i + 1}::1`),
];
const VISITORS = ['203.0.113.10', '2001:db8:feed:1::42'];

type Send = { at: number; ip: string };

/** Every kept message, read one at a time: the store's list() reads them all at once. */
async function keptMessages(): Promise<StoredMessage[]> {
  const { blobs } = await getStore({ name: MESSAGE_STORE, consistency: 'strong' }).list({ prefix: 'messages/' });
  const messages: StoredMessage[] = [];
  for (const { key } of blobs) messages.push((await blobsMessageStore().get(key.slice('messages/'.length)))!.message);
  return messages;
}

/** Every 400 ms for 20 s, the farm sends from six addresses in turn, seven or eight times each; the visitors every 2.5 and 3 s, five times each. */
function timeline(): Send[] {
  const farm = Array.from({ length: 50 }, (_, tick) =>
    Array.from({ length: 6 }, (_, i) => ({ at: START + tick * 400, ip: BOTS[(tick * 6 + i) % BOTS.length]! })),
  ).flat();
  const visitors = Array.from({ length: 5 }, (_, i) => [
    { at: START + 1000 + i * 2500, ip: VISITORS[0]! },
    { at: START + 2000 + i * 3000, ip: VISITORS[1]! },
  ]).flat();
  return [...farm, ...visitors].sort((a, b) => a.at - b.at);
}

it('refuses only what each bot address sends past its own limit, never a visitor, and spaces sends to Resend', async () => {
  const sentToResend: number[] = [];
  nodeServer.use(
    http.post(RESEND_EMAILS_URL, () => {
      sentToResend.push(Date.now());
      return HttpResponse.json({ id: crypto.randomUUID() });
    }),
  );
  vi.useFakeTimers({ toFake: ['Date'] });

  const sends = timeline();
  const answers: (Send & { status: number; text: string; message: string })[] = [];
  for (const at of new Set(sends.map((send) => send.at))) {
    vi.setSystemTime(at);
    const now = sends.filter((send) => send.at === at);
    answers.push(
      ...(await Promise.all(
        now.map(async (send) => {
          const body = sendBody();
          const { status, text } = await call(jsonRequest(body), send.ip);
          return { ...send, status, text, message: body.template_params.message };
        }),
      )),
    );
  }

  const visitors = answers.filter((answer) => VISITORS.includes(answer.ip));
  expect(visitors.map(({ status, text }) => ({ status, text }))).toEqual(Array(10).fill({ status: 200, text: 'OK' }));

  for (const bot of BOTS) {
    const statuses = answers.filter((answer) => answer.ip === bot).map((answer) => answer.status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
  }
  const accepted = answers.filter((answer) => answer.status === 200);
  expect({ accepted: accepted.length, refused: answers.length - accepted.length }).toEqual({
    accepted: 210,
    refused: 100,
  });

  expect(sentToResend.length).toBeGreaterThan(0);
  expect(sentToResend.length).toBeLessThanOrEqual(quotaShare('visitor', 15, START).ceiling);
  sentToResend.slice(1).forEach((time, i) => expect(time - sentToResend[i]!).toBeGreaterThanOrEqual(1000));

  const kept = await keptMessages();
  for (const answer of accepted) expect(kept.some((message) => message.mail.text.includes(answer.message))).toBe(true);
  const states = kept.map((message) => message.state);
  const unsent = states.filter((state) => state === 'pending' || state === 'held').length;
  expect({ sent: states.filter((state) => state === 'sent').length, unsent }).toEqual({
    sent: sentToResend.length,
    unsent: 210 - sentToResend.length,
  });
  for (const message of kept.filter((entry) => entry.state === 'pending'))
    expect(message).toMatchObject({ attempts: 0, leaseUntil: null });
}, 120_000);
