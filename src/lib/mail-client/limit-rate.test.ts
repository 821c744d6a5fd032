import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLimitRateHit } from './limit-rate.ts';
import { memoryStorage } from './memory-storage.test-utils.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isLimitRateHit', () => {
  it('lets the first send through and records its time under the page path', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const storage = memoryStorage();
    expect(await isLimitRateHit({ throttle: 10_000 }, storage)).toBe(false);
    expect(storage.data.get(location.pathname)).toBe('1000000');
  });

  it('hits within the window without moving it, and passes once it is over', async () => {
    const storage = memoryStorage({ contact: '1000000' });
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_009_999);
    expect(await isLimitRateHit({ id: 'contact', throttle: 10_000 }, storage)).toBe(true);
    expect(storage.data.get('contact')).toBe('1000000');

    now.mockReturnValue(1_010_000);
    expect(await isLimitRateHit({ id: 'contact', throttle: 10_000 }, storage)).toBe(false);
    expect(storage.data.get('contact')).toBe('1010000');
  });

  it('is off with no throttle, a zero throttle or no storage', async () => {
    const storage = memoryStorage({ [location.pathname]: String(Date.now()) });
    expect(await isLimitRateHit({}, storage)).toBe(false);
    expect(await isLimitRateHit({ throttle: 0 }, storage)).toBe(false);
    expect(await isLimitRateHit({ throttle: 10_000 }, undefined)).toBe(false);
  });

  it('validates a configured limit rate', async () => {
    await expect(isLimitRateHit({ throttle: -5 }, memoryStorage())).rejects.toThrow(
      'The LimitRate throttle has to be a positive number',
    );
  });
});
