import type { Context } from '@netlify/functions';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { LINK_FIELD } from '../../src/shared/audience.ts';
import mail from '../functions/mail.ts';
import { formatDetail, summary } from '../mail/owner/inbox/format.ts';
import {
  call,
  formPost,
  formRequest,
  jsonRequest,
  NAVIGATION,
  sendBody,
  uniqueMessage,
  useMailTestEnv,
} from '../mail/testing/harness.ts';
import { allKept, emptyMessageStore } from '../mail/testing/kept.ts';
import { addLink } from './links.ts';
import { audienceStore } from './store.ts';
import { CHROME, dayTotals, NOW, openLink, SLACKBOT } from './testing/harness.ts';

useMailTestEnv();
const CODE = 'abcdefgh23';

test('a message sent after an application link keeps its code, and the inbox shows it', async () => {
  await emptyMessageStore();
  expect(
    await call(jsonRequest(sendBody({ template_params: { ...uniqueMessage(), [LINK_FIELD]: CODE } }))),
  ).toMatchObject({ status: 200, text: 'OK' });
  const [kept] = await allKept();
  expect(kept!.message.via).toBe(CODE);
  expect(summary(kept!.message).via).toBe(CODE);
  expect(formatDetail(kept!.message)).toMatch(new RegExp(`application link\\s+${CODE}`));
  // The code is not a template variable: the owner's mail does not carry it.
  expect(kept!.message.mail.text).not.toContain(CODE);
});

test('anything else in the reserved parameter is dropped, never refused', async () => {
  await emptyMessageStore();
  for (const junk of ['<script>', 'x'.repeat(500), 42, { code: CODE }]) {
    expect(
      await call(jsonRequest(sendBody({ template_params: { ...uniqueMessage(), [LINK_FIELD]: junk } }))),
    ).toMatchObject({ status: 200 });
  }
  expect((await allKept()).map((entry) => entry.message.via)).toEqual([undefined, undefined, undefined, undefined]);
});

describe('the form posted without JavaScript, through the deployed function', () => {
  const VISITOR = '198.51.100.60';
  const navigation = (headers: Record<string, string> = {}) => ({ ...NAVIGATION, 'User-Agent': CHROME, ...headers });
  /** The function as Netlify runs it, on the visitor's address. */
  const post = async (req: Request) => (await mail(req, { ip: VISITOR, requestId: 'test' } as Context)).status;
  let code: string;

  beforeEach(async () => {
    // On the day the link is opened: the message and the visit share it.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    await emptyMessageStore();
    await audienceStore().deleteAll();
    ({ code } = await addLink(audienceStore(), 'Acme'));
    await openLink(`/r/${code}`, { ip: VISITOR });
    return () => vi.useRealTimers();
  });

  test("counts 'message sent' and keeps the link the visitor came by today, as the page's beacon does", async () => {
    expect(await post(formPost(uniqueMessage(), navigation()))).toBe(303);
    expect((await allKept()).map((kept) => kept.message.via)).toEqual([code]);
    const totals = await dayTotals();
    expect(totals.events.message).toBe(1);
    expect(totals.links[code]).toMatchObject({ opened: 1, messages: 1 });
  });

  const vias = async () => (await allKept()).map((kept) => kept.message.via).filter(Boolean);

  test.each([
    ['Sec-GPC: 1', { 'Sec-GPC': '1' }, {}],
    ['DNT: 1', { DNT: '1' }, {}],
    ['a bot', { 'User-Agent': SLACKBOT }, {}],
    ['STATS=off', {}, { STATS: 'off' }],
  ])('under %s, counts nothing and keeps no link, and the message goes all the same', async (_, headers, env) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    expect(await post(formPost(uniqueMessage(), navigation(headers)))).toBe(303);
    vi.stubEnv('STATS', 'on');
    // The same visitor's next message, without it: the one counted, the one with the link.
    expect(await post(formPost(uniqueMessage(), navigation()))).toBe(303);
    expect({ kept: (await allKept()).length, vias: await vias(), counted: (await dayTotals()).events.message }).toEqual(
      { kept: 2, vias: [code], counted: 1 },
    );
  });

  test("leaves the app's sends to the page's beacon: each message counted once", async () => {
    expect(
      await post(formRequest(uniqueMessage(), { headers: { 'User-Agent': CHROME, 'Sec-Fetch-Mode': 'cors' } })),
    ).toBe(200);
    expect(await post(formPost(uniqueMessage(), navigation()))).toBe(303);
    expect((await dayTotals()).events.message).toBe(1);
  });
});
