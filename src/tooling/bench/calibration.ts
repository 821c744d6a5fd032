/**
 * The CPU slowdown, calibrated to the host (--calibrate), as Lighthouse's throttling docs describe
 * (github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md): 4 x benchmarkIndex / 1533, its
 * calculator giving exactly 4x at 1533. Simulated throttling multiplies the tasks seen on this host,
 * so the phone emulated then keeps one speed.
 */
import { median } from './stats.ts';

export const referenceBenchmarkIndex = 1533;
/** Lighthouse's mobile preset on the reference host. */
export const referenceSlowdown = 4;
/** The median benchmarkIndex of the runs (none when the slowdown is fixed), and the slowdown it gives. */
export type CpuCalibration = { benchmarkIndex: number | null; slowdown: number };

/** One decimal, never below 1x: a host slower than the phone cannot be sped up. */
export const calibratedSlowdown = (benchmarkIndex: number) =>
  Math.max(1, Math.round(((referenceSlowdown * benchmarkIndex) / referenceBenchmarkIndex) * 10) / 10);

/** From every run's benchmarkIndex: the host's speed over the whole bench, not a moment of it. */
export function calibrate(benchmarkIndexes: number[]): CpuCalibration {
  const benchmarkIndex = median(benchmarkIndexes);
  return { benchmarkIndex, slowdown: calibratedSlowdown(benchmarkIndex) };
}

/** Without --calibrate: Lighthouse's preset, whatever the host. */
export const fixed: CpuCalibration = { benchmarkIndex: null, slowdown: referenceSlowdown };
