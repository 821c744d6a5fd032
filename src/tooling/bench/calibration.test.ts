import { describe, expect, it } from 'vitest';
import { calibrate, calibratedSlowdown, forced, hostSlowerThanPhone, referenceBenchmarkIndex } from './calibration.ts';
import { tbtOverFloor } from './results.ts';

describe('CPU slowdown calibration', () => {
  it("is Lighthouse's 4x and the low-end phone's 6x on the reference host", () => {
    expect(calibratedSlowdown(referenceBenchmarkIndex)).toEqual({ mobile: 4, lowEnd: 6 });
  });

  it('scales with the host: half as fast a host, half the slowdown', () => {
    expect(calibratedSlowdown(referenceBenchmarkIndex / 2)).toEqual({ mobile: 2, lowEnd: 3 });
    expect(calibratedSlowdown(2000)).toEqual({ mobile: 5.2, lowEnd: 7.8 });
  });

  it('never goes below 1x, and says when the host is slower than the phone', () => {
    expect(calibratedSlowdown(200)).toEqual({ mobile: 1, lowEnd: 1 });
    expect(hostSlowerThanPhone(calibrate([200, 210, 190]))).toBe(true);
    expect(hostSlowerThanPhone(calibrate([900, 1000, 1100]))).toBe(false);
  });

  it('takes the median of the calibration runs', () => {
    const calibration = calibrate([1000, 3000, 1533]);
    expect(calibration.benchmarkIndex).toBe(1533);
    expect(calibration.slowdown).toEqual({ mobile: 4, lowEnd: 6 });
  });

  it('--cpu-slowdown forces the mobile pass, the low-end phone at the same ratio', () => {
    expect(forced(4)).toMatchObject({ forced: true, benchmarkIndex: null, slowdown: { mobile: 4, lowEnd: 6 } });
    expect(forced(2).slowdown).toEqual({ mobile: 2, lowEnd: 3 });
  });
});

describe('TBT over the floor', () => {
  const runs = (...tbts: number[]) => tbts.map((tbtMs) => ({ tbtMs }));

  it("is the median of each round's difference, not the difference of the medians", () => {
    // Rounds: the floor and the page both slow in round 2 (a busy host), the page adds 10 ms each time.
    expect(tbtOverFloor({ runs: runs(20, 210, 30) }, { runs: runs(10, 200, 20) })).toBe(10);
  });
});
