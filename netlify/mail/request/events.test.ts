import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, observeMail, type MailEvent } from './events.ts';

describe("the mail core's one port to its observers", () => {
  afterEach(() => observeMail(async () => {}));

  it('hands each event to the observer wired, with its time', async () => {
    const seen: [MailEvent, number][] = [];
    observeMail(async (event, now) => void seen.push([event, now]));
    await emit({ type: 'failed', count: 2 }, 1_000);
    expect(seen).toEqual([[{ type: 'failed', count: 2 }, 1_000]]);
  });

  it('never lets an observer that fails break the mail it watches: the failure is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    observeMail(async () => {
      throw new Error('alert store down');
    });
    await expect(emit({ type: 'pass', ok: true })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('alert store down'));
    log.mockRestore();
  });
});
