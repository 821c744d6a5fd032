import { describe, expect, it } from 'vitest';
import { calibrate, calibratedSlowdown, referenceBenchmarkIndex } from './calibration.ts';

describe('CPU slowdown calibration', () => {
  it("is Lighthouse's 4x on the reference host", () => {
    expect(calibratedSlowdown(referenceBenchmarkIndex)).toBe(4);
  });

  it('scales with the host: half as fast a host, half the slowdown', () => {
    expect(calibratedSlowdown(referenceBenchmarkIndex / 2)).toBe(2);
    expect(calibratedSlowdown(2000)).toBe(5.2);
  });

  it('never goes below 1x', () => {
    expect(calibratedSlowdown(200)).toBe(1);
  });

  it('takes the median of the runs', () => {
    expect(calibrate([1000, 3000, 1533])).toEqual({
      benchmarkIndex: 1533,
      slowdown: 4,
    });
  });
});
