import type { Store } from '@netlify/blobs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCleanup } from '../../owner/cleanup.ts';
import { useMailTestEnv } from '../../testing/harness.ts';
import { blobsUsedSolutions } from './used-solutions.ts';

useMailTestEnv();

const nowS = () => Math.floor(Date.now() / 1000);

afterEach(() => vi.useRealTimers());

describe('the used solutions', () => {
  it('are claimed once each', async () => {
    const used = blobsUsedSolutions();
    const expiresAt = nowS() + 300;
    expect(await used.claim('signature-a', expiresAt)).toBe(true);
    expect(await used.claim('signature-a', expiresAt)).toBe(false);
    expect(await used.claim('signature-b', expiresAt)).toBe(true);
  });

  it('are forgotten by the daily clean-up once their challenge has expired, not before', async () => {
    const used = blobsUsedSolutions();
    const expiresAt = nowS() + 300;
    await used.claim('signature-c', expiresAt);
    expect((await runCleanup(Date.now())).usedSolutions).toBe(0);
    expect(await used.claim('signature-c', expiresAt)).toBe(false);
    // Forgotten with the hour it expires in.
    expect((await runCleanup((expiresAt + 3600) * 1000)).usedSolutions).toBeGreaterThanOrEqual(1);
    expect(await used.claim('signature-c', expiresAt)).toBe(true);
  });

  it('are given up on after a deadline, so the visitor does not wait for a silent store', async () => {
    vi.useFakeTimers();
    const silent = { setJSON: () => new Promise(() => {}) } as unknown as Store;
    const claim = expect(blobsUsedSolutions(() => silent).claim('signature', 0)).rejects.toThrow(/no answer in \d+ ms/);
    await vi.advanceTimersByTimeAsync(5000);
    await claim;
  });
});
