import { getStore } from '@netlify/blobs';
import { describe, expect, it } from 'vitest';
import { THROTTLE_STORE } from './slot-store.ts';
import { call, jsonRequest, sendBody, useMailTestEnv } from './testing/harness.ts';
import { removeEndedSlots } from './throttle-cleanup.ts';

useMailTestEnv({ MAIL_THROTTLE_PER_IP: '5', MAIL_THROTTLE_WINDOW_S: '600', MAIL_THROTTLE_KEY_INTERVAL_MS: '1000' });

const DAY_MS = 24 * 60 * 60 * 1000;
const slotKeys = async () => (await getStore({ name: THROTTLE_STORE, consistency: 'strong' }).list()).blobs.map((b) => b.key);

describe('the daily throttle clean-up', () => {
  it('keeps the slots of the last day and forgets older ones', async () => {
    const ip = '198.51.100.7';
    expect((await call(jsonRequest(sendBody()), ip)).status).toBe(200);
    const claimed = await slotKeys();
    expect(claimed.length).toBeGreaterThan(0);

    expect(await removeEndedSlots(Date.now() + DAY_MS / 2)).toBe(0);
    expect(await slotKeys()).toEqual(claimed);

    expect(await removeEndedSlots(Date.now() + DAY_MS + 1000)).toBe(claimed.length);
    expect(await slotKeys()).toEqual([]);
  });
});
