import type { Result } from 'lighthouse';
import { categories, type Category, type LighthouseRun } from './lighthouse.ts';

/** The timings of one run: all a low-end phone run (performance only) gives. */
export interface Timings {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU just before this run (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with. */
  cpuSlowdown: number;
  /** The longest main-thread task after the first paint, unthrottled: its CPU time, and the longest wall time. */
  longestTaskCpuMs: number;
  longestTaskWallMs: number;
}

/** What the bench keeps of one full Lighthouse run. */
export interface RunMetrics extends Timings {
  scores: Record<Category, number>;
  jsBytes: number;
  totalBytes: number;
  /** Everything transferred but the video files: the page's weight before the video starts. */
  bytesWithoutVideo: number;
}

type Item = Record<string, unknown>;

function tableItems(lhr: Result, auditId: string): Item[] {
  const details = lhr.audits[auditId]?.details;
  if (!details || (details.type !== 'table' && details.type !== 'opportunity')) {
    throw new Error(`Lighthouse audit ${auditId} has no table`);
  }
  return details.items as Item[];
}

function numeric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse audit ${auditId} has no value`);
  return value;
}

function score(lhr: Result, category: Category): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`Lighthouse category ${category} has no score`);
  return Math.round(value * 100);
}

function resourceBytes(lhr: Result, resourceType: string): number {
  const row = tableItems(lhr, 'resource-summary').find((item) => item.resourceType === resourceType);
  return typeof row?.transferSize === 'number' ? row.transferSize : 0;
}

const videoFile = /\.(webm|mp4)$/i;

function isVideo(request: Item): boolean {
  const url = typeof request.url === 'string' ? request.url : '';
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  return videoFile.test(path) || request.resourceType === 'Media';
}

/** The scripts the page fetched, as paths on its origin. */
export function scriptPaths(lhr: Result): string[] {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return tableItems(lhr, 'network-requests')
    .filter((request) => request.resourceType === 'Script' && typeof request.url === 'string' && request.url.startsWith(origin))
    .map((request) => new URL(request.url as string).pathname);
}

function bytesWithoutVideo(lhr: Result): number {
  return tableItems(lhr, 'network-requests')
    .filter((request) => !isVideo(request))
    .reduce((sum, request) => sum + (typeof request.transferSize === 'number' ? request.transferSize : 0), 0);
}

export function runTimings({ lhr, longestTask }: Pick<LighthouseRun, 'lhr' | 'longestTask'>): Timings {
  return {
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    longestTaskCpuMs: longestTask.cpuMs,
    longestTaskWallMs: longestTask.wallMs,
  };
}

export function runMetrics(run: Pick<LighthouseRun, 'lhr' | 'longestTask'>): RunMetrics {
  const { lhr } = run;
  return {
    scores: Object.fromEntries(categories.map((category) => [category, score(lhr, category)])) as Record<Category, number>,
    ...runTimings(run),
    jsBytes: resourceBytes(lhr, 'script'),
    totalBytes: resourceBytes(lhr, 'total'),
    bytesWithoutVideo: bytesWithoutVideo(lhr),
  };
}
