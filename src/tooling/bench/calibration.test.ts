import { describe, expect, it } from 'vitest';
import { calibrate, calibratedSlowdown, hostSlowerThanPhone, referenceBenchmarkIndex } from './calibration.ts';

describe('CPU slowdown calibration', () => {
  it("is Lighthouse's 4x on the reference host", () => {
    expect(calibratedSlowdown(referenceBenchmarkIndex)).toBe(4);
  });

  it('scales with the host: half as fast a host, half the slowdown', () => {
    expect(calibratedSlowdown(referenceBenchmarkIndex / 2)).toBe(2);
    expect(calibratedSlowdown(2000)).toBe(5.2);
  });

  it('never goes below 1x, and says when the host is slower than the phone', () => {
    expect(calibratedSlowdown(200)).toBe(1);
    expect(hostSlowerThanPhone(calibrate([200, 210, 190]))).toBe(true);
    expect(hostSlowerThanPhone(calibrate([900, 1000, 1100]))).toBe(false);
  });

  it('takes the median of the calibration runs', () => {
    expect(calibrate([1000, 3000, 1533])).toEqual({ calibrationIndexes: [1000, 3000, 1533], benchmarkIndex: 1533, slowdown: 4 });
  });
});
