import { describe, expect, it } from 'vitest';
import { longestTaskAfterPaint } from './main-thread.ts';

const main = { pid: 1, tid: 1 };
const task = (ts: number, dur: number, tdur: number) => ({ ...main, name: 'RunTask', ph: 'X', ts, dur, tdur });

describe('longestTaskAfterPaint', () => {
  it("reads the page's main thread after its first paint, CPU and wall time apart", () => {
    const events = [
      { ...main, name: 'navigationStart', ph: 'R', ts: 0, args: { data: { documentLoaderURL: '' } } },
      { ...main, name: 'navigationStart', ph: 'R', ts: 1_000, args: { data: { documentLoaderURL: 'http://localhost/home' } } },
      task(2_000, 40_000, 30_000), // before the paint: not counted
      { ...main, name: 'firstContentfulPaint', ph: 'R', ts: 50_000 },
      task(60_000, 30_000, 5_000), // a busy host: long in wall time, short in CPU
      task(61_000, 10_000, 9_000), // nested in the one before: part of it
      task(100_000, 12_000, 11_000),
      { pid: 2, tid: 1, name: 'RunTask', ph: 'X', ts: 120_000, dur: 90_000, tdur: 90_000 }, // another process
    ];
    expect(longestTaskAfterPaint(events)).toEqual({ cpuMs: 11, wallMs: 30 });
  });

  it('is 0 without a page load in the trace', () => {
    expect(longestTaskAfterPaint([])).toEqual({ cpuMs: 0, wallMs: 0 });
  });
});
