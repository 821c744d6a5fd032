import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callStore, forgetStoreFailures, StoreUnavailable } from './store-call.ts';

beforeEach(() => {
  forgetStoreFailures();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => vi.useRealTimers());

const never = () => new Promise<never>(() => {});

describe('callStore', () => {
  it('answers what the store answers', async () => {
    expect(await callStore('read', async () => 'entry')).toBe('entry');
  });

  it('gives up on a call after 3.5 s, and counts that as a failure', async () => {
    let settled = false;
    const late = callStore('read', never).catch((error: unknown) => {
      settled = true;
      return error;
    });
    await vi.advanceTimersByTimeAsync(3499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await late).toMatchObject({ name: 'StoreUnavailable', message: 'store read: no answer in 3500 ms' });
    const store = vi.fn(async () => 'entry');
    await expect(callStore('read', store)).rejects.toBeInstanceOf(StoreUnavailable);
    expect(store).not.toHaveBeenCalled();
  });

  it('after a failure, makes no call for 5 s, then calls again', async () => {
    await expect(callStore('write', () => Promise.reject(new Error('fetch failed')))).rejects.toThrow(
      'write: fetch failed',
    );
    const store = vi.fn(async () => 'entry');
    await expect(callStore('read', store)).rejects.toBeInstanceOf(StoreUnavailable);
    await vi.advanceTimersByTimeAsync(4_999);
    await expect(callStore('read', store)).rejects.toBeInstanceOf(StoreUnavailable);
    expect(store).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await callStore('read', store)).toBe('entry');
  });

  it('lets a slow listing fail alone: the calls after it go on', async () => {
    const listing = expect(callStore('list', never, { pausesOthers: false })).rejects.toMatchObject({
      message: 'store list: no answer in 3500 ms',
    });
    await vi.advanceTimersByTimeAsync(3500);
    await listing;
    expect(await callStore('read', async () => 'entry')).toBe('entry');
  });
});
