import { afterEach, expect, test, vi } from 'vitest';
import { runRetryPass } from '../../mail/owner/retry.ts';
import { blobsMessageStore } from '../../mail/request/message-store.ts';
import { call, jsonRequest, sendBody, useMailTestEnv } from '../../mail/testing/harness.ts';
import { allKept, emptyMessageStore } from '../../mail/testing/kept.ts';
import { addLink } from '../links.ts';
import { audienceStore } from '../store.ts';
import { DAY_MS, NOW, SLACKBOT, openLink } from '../testing/harness.ts';
import { queueWhoReadMail } from './who-read-mail.ts';

const { resendCalls } = useMailTestEnv();
const NEXT_DAY = NOW + DAY_MS;

async function emptyAudience() {
  await audienceStore().deleteAll();
  await emptyMessageStore();
}

afterEach(() => vi.useRealTimers());

test('the day after a link was opened, one short mail names it; the retry pass sends it within the daily budget', async () => {
  await emptyAudience();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NEXT_DAY);
  vi.stubEnv('MAIL_DAILY_LIMIT', '1');
  const link = await addLink(audienceStore(), 'Acme — stage back-end');
  await openLink(`/r/${link.code}`);
  const id = await queueWhoReadMail(NEXT_DAY);
  expect(id).not.toBeNull();
  expect(await queueWhoReadMail(NEXT_DAY + 3_600_000)).toBeNull();
  const [kept] = await allKept();
  expect(kept!.message.mail.text).toContain('Acme — stage back-end');
  expect(await runRetryPass(blobsMessageStore(), () => NEXT_DAY)).toMatchObject({ sent: 1 });
  expect(resendCalls).toHaveLength(1);
  // That send took the day's one unit: a visitor's message of the same day now waits for the next.
  expect(await call(jsonRequest(sendBody()))).toMatchObject({ status: 200 });
  expect(resendCalls).toHaveLength(1);
});

test("no mail after a day with no link opened (a bot's fetch is not an opening), nor under STATS_MAIL=off", async () => {
  await emptyAudience();
  const link = await addLink(audienceStore(), 'Acme');
  await openLink(`/r/${link.code}`, { userAgent: SLACKBOT });
  expect(await queueWhoReadMail(NEXT_DAY)).toBeNull();
  await openLink(`/r/${link.code}`);
  vi.stubEnv('STATS_MAIL', 'off');
  expect(await queueWhoReadMail(NEXT_DAY)).toBeNull();
  expect(await allKept()).toEqual([]);
});
