import { expect, test } from 'vitest';
import { LINK_FIELD } from '../../src/shared/audience.ts';
import { formatDetail, summary } from '../mail/owner/inbox/format.ts';
import { call, jsonRequest, sendBody, uniqueMessage, useMailTestEnv } from '../mail/testing/harness.ts';
import { allKept, emptyMessageStore } from '../mail/testing/kept.ts';

useMailTestEnv();
const CODE = 'abcdefgh23';

test('a message sent after an application link keeps its code, and the inbox shows it', async () => {
  await emptyMessageStore();
  expect(await call(jsonRequest(sendBody({ template_params: { ...uniqueMessage(), [LINK_FIELD]: CODE } })))).toMatchObject({ status: 200, text: 'OK' });
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
    expect(await call(jsonRequest(sendBody({ template_params: { ...uniqueMessage(), [LINK_FIELD]: junk } })))).toMatchObject({ status: 200 });
  }
  expect((await allKept()).map((entry) => entry.message.via)).toEqual([undefined, undefined, undefined, undefined]);
});
