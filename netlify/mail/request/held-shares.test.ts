/**
 * Held mail is shared out by client, through the whole pipeline: one client filling the held cap
 * leaves a later visitor's message whole and releasable, and forged posts "without JavaScript"
 * from a few clients cannot push a real one off the digest's first lines.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { requeue } from './attempts.ts';
import { HELD_SHARE } from './held-count.ts';
import { blobsMessageStore } from './message-store.ts';
import { call, formPost, jsonRequest, sendBody, uniqueMessage, useMailTestEnv } from '../testing/harness.ts';
import { allKept, emptyMessageStore } from '../testing/kept.ts';
import { runScheduled } from '../testing/scheduled.ts';

const { resendCalls } = useMailTestEnv({ MAIL_CHALLENGE: 'hold', MAIL_HELD_MAX: '5', MAIL_RETRY_MIN_DELAY_S: '0' });

beforeEach(emptyMessageStore);

describe('the held cap, filled by one client', () => {
  it(
    'keeps its share and the cap whole, and a later visitor from another client whole and releasable',
    { timeout: 30_000 },
    async () => {
      const flood = HELD_SHARE + 5 + 10;
      for (let i = 0; i < flood; i++) expect((await call(jsonRequest(sendBody()), '198.51.100.77')).status).toBe(200);
      const kept = (await allKept()).map(({ message }) => message.held?.kept);
      expect(kept.filter((what) => what === 'text')).toHaveLength(HELD_SHARE + 5);
      expect(kept.filter((what) => what === 'metadata')).toHaveLength(10);

      const visitor = { ...uniqueMessage(), email: 'visitor@example.org' };
      expect((await call(jsonRequest(sendBody({ template_params: visitor })), '203.0.113.5')).status).toBe(200);
      const held = (await allKept()).find(({ message }) => message.email === 'visitor@example.org')!;
      expect(held.message).toMatchObject({ state: 'held', held: { reason: 'no-proof', kept: 'text' } });

      expect(await requeue(blobsMessageStore(), held, Date.now())).toBe(true);
      await runScheduled();
      expect(resendCalls.find((sent) => sent.body.reply_to === 'visitor@example.org')?.body.text).toContain(
        visitor.message,
      );
    },
  );
});

describe('posts that claim to come from the form without JavaScript', () => {
  it(
    'cannot push a real visitor off the digest’s first lines: 50 forged from 5 clients',
    { timeout: 30_000 },
    async () => {
      const visitor = { ...uniqueMessage(), email: 'no.script@example.org' };
      expect((await call(formPost(visitor), '203.0.113.8')).status).toBe(303);
      for (let i = 0; i < 50; i++) {
        expect(
          (await call(formPost({ ...uniqueMessage(), email: `forged${i}@spam.example` }), `198.51.100.${90 + (i % 5)}`))
            .status,
        ).toBe(303);
      }
      await runScheduled();
      await runScheduled();
      const text = String(resendCalls[0]?.body.text);
      const entries = text.split('\n').filter((line) => line.startsWith('- '));
      expect(entries[0]).toContain('<no.script@example.org>');
      expect(entries.slice(1)).toEqual(Array(5).fill(expect.stringMatching(/^- 10 × /)));
    },
  );
});
