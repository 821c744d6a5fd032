/**
 * The CPU slowdown, calibrated to the host. With simulated throttling Lighthouse multiplies the
 * main-thread tasks it saw on this machine by the slowdown, so the same multiplier stands for a
 * slower phone on a fast host and a faster one on a slow (or busy) host. Lighthouse measures the
 * host on every run (`lhr.environment.benchmarkIndex`), and its docs/throttling.md ("Calibrating
 * the CPU slowdown") prescribes scaling the multiplier to it: the default 4x is meant for a
 * high-end desktop host (benchmarkIndex 1500 to 2000), to be lowered on weaker hosts and raised
 * on stronger ones; the calculator that page links to gives exactly 4x at 1533.
 *
 * So with --calibrate the bench scales each phone's multiplier at that reference by the host's benchmarkIndex:
 * slowdown = multiplier at the reference x benchmarkIndex / 1533, so the phone emulated keeps one
 * speed (1533 / 4, about 380: a mid-tier phone; 1533 / 6, about 260, for the low-end one)
 * whatever the host. On a host of benchmarkIndex 1533 the bench is Lighthouse's default.
 */
import { median } from './stats.ts';

/** Where Lighthouse's calculator (linked from docs/throttling.md) gives its default 4x. */
export const referenceBenchmarkIndex = 1533;

/** Lighthouse's mobile preset (4x) and the low-end phone of the budgets (6x), on the reference host. */
export const referenceSlowdown = { mobile: 4, lowEnd: 6 } as const;

/** Lighthouse runs of the floor page that measure the host before the rounds. */
export const calibrationRuns = 3;

export interface CpuSlowdown {
  mobile: number;
  lowEnd: number;
}

export interface CpuCalibration {
  referenceBenchmarkIndex: number;
  /** The floor runs' benchmarkIndex before the rounds (empty when the slowdown was forced). */
  calibrationIndexes: number[];
  /** Their median, from which the slowdown was scaled (null when forced). */
  benchmarkIndex: number | null;
  /** A fixed slowdown (the default 4x and 6x, or --cpu-slowdown), not calibrated. */
  forced: boolean;
  slowdown: CpuSlowdown;
}

/** One decimal: Lighthouse takes any number, a reader wants a short one. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * Both phones' slowdown on a host of this benchmarkIndex. Never below 1x: a host slower than the
 * phone cannot be sped up, and its figures then overstate the phone's times (the report says so).
 */
export function calibratedSlowdown(benchmarkIndex: number): CpuSlowdown {
  const scale = benchmarkIndex / referenceBenchmarkIndex;
  return { mobile: Math.max(1, tenth(referenceSlowdown.mobile * scale)), lowEnd: Math.max(1, tenth(referenceSlowdown.lowEnd * scale)) };
}

/** --cpu-slowdown N: the mobile pass at N, the low-end phone at the same ratio as 4x to 6x. */
export function forcedSlowdown(mobile: number): CpuSlowdown {
  return { mobile, lowEnd: tenth((mobile * referenceSlowdown.lowEnd) / referenceSlowdown.mobile) };
}

export function calibrate(calibrationIndexes: number[]): CpuCalibration {
  const benchmarkIndex = median(calibrationIndexes);
  return { referenceBenchmarkIndex, calibrationIndexes, benchmarkIndex, forced: false, slowdown: calibratedSlowdown(benchmarkIndex) };
}

export function forced(mobile: number): CpuCalibration {
  return { referenceBenchmarkIndex, calibrationIndexes: [], benchmarkIndex: null, forced: true, slowdown: forcedSlowdown(mobile) };
}

/** True when a host is slower than the phone it should emulate: the slowdown stays at 1x. */
export function hostSlowerThanPhone(calibration: CpuCalibration): boolean {
  const { benchmarkIndex } = calibration;
  return benchmarkIndex !== null && benchmarkIndex < referenceBenchmarkIndex / referenceSlowdown.mobile;
}
