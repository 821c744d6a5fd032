import type { FlaggedAudit } from './audits.ts';
import { budgets, type BudgetCheck } from './budgets.ts';
import type { CpuCalibration } from './calibration.ts';
import type { FirstLoadJs } from './bundle-size.ts';
import { categories, type Category } from './lighthouse.ts';
import type { RunMetrics, Timings } from './lighthouse-result.ts';
import { median } from './stats.ts';
import type { MailBenchResult } from '../bench-mail.ts';
import type { MailStoreBench } from './mail-store.ts';
import type { InteractionBench, InteractionRow } from './interactions.ts';

export type MailBench = MailBenchResult;

export interface RouteResult {
  route: string;
  runs: RunMetrics[];
  median: RunMetrics;
  /** Audits that cost points, with how many of the runs flagged them. */
  flaggedAudits: (FlaggedAudit & { runs: number })[];
  /** The LCP element and phases of the run whose LCP is the median. */
  lcpBreakdown: string[];
}

/** A route on the low-end phone (performance only). */
export interface LowEndResult {
  route: string;
  runs: Timings[];
  median: Timings;
}

export interface BenchResults {
  timestamp: string;
  chromium: string;
  lighthouse: string;
  runsPerRoute: number;
  /** The CPU slowdown of both passes and the host measure it was scaled from. */
  cpu: CpuCalibration;
  /** Every run's benchmarkIndex, both passes, the floor included: how the host's speed moved. */
  benchmarkIndexes: number[];
  /** The floor page, measured in the same rounds as the routes. */
  floor: RouteResult;
  /** The light theme (the pass the other figures come from). */
  routes: RouteResult[];
  /** The same pages in the dark theme, with a floor of the same rounds. */
  dark: { floor: RouteResult; routes: RouteResult[] };
  lowEnd: { floor: LowEndResult; routes: LowEndResult[] };
  firstLoadJs: FirstLoadJs;
  homeBytesBeforeVideo: number;
  mail: MailBench | { error: string } | null;
  mailStore: MailStoreBench | { error: string } | null;
  interactions: InteractionBench | { error: string } | null;
  checks: BudgetCheck[];
}

/** Each timing's own median: three runs rarely agree on which one is "the median run". */
export function medianTimings(runs: Timings[]): Timings {
  const of = (pick: (run: Timings) => number) => median(runs.map(pick));
  return {
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    cpuSlowdown: of((run) => run.cpuSlowdown),
    longestTaskCpuMs: of((run) => run.longestTaskCpuMs),
    longestTaskWallMs: of((run) => run.longestTaskWallMs),
  };
}

export function medianMetrics(runs: RunMetrics[]): RunMetrics {
  const of = (pick: (run: RunMetrics) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(categories.map((category) => [category, of((run) => run.scores[category])])) as Record<Category, number>,
    ...medianTimings(runs),
    jsBytes: of((run) => run.jsBytes),
    totalBytes: of((run) => run.totalBytes),
    bytesWithoutVideo: of((run) => run.bytesWithoutVideo),
  };
}

/** Audits flagged in any run, once each, counting the runs that flagged them. */
export function mergeFlaggedAudits(perRun: FlaggedAudit[][]): (FlaggedAudit & { runs: number })[] {
  const merged = new Map<string, FlaggedAudit & { runs: number }>();
  for (const audits of perRun) {
    for (const audit of audits) {
      const seen = merged.get(audit.id);
      if (seen) seen.runs += 1;
      else merged.set(audit.id, { ...audit, runs: 1 });
    }
  }
  return [...merged.values()];
}

export const categoryLabels: Record<Category, string> = {
  performance: 'Perf',
  accessibility: 'A11y',
  'best-practices': 'BP',
  seo: 'SEO',
};

/** A route's median LCP over the floor's. */
export function lcpRatio(route: { median: Timings }, floor: { median: Timings }): number {
  return route.median.lcpMs / floor.median.lcpMs;
}

/**
 * The median, over the rounds, of a route's TBT less the floor's in the same round: what the page
 * adds to what the browser costs any page (the floor runs no script, yet its TBT is seldom 0: the
 * JavaScript context made for each new document and the first layout, multiplied by the slowdown,
 * fall around the first paint), with the host's load of that moment mostly cancelled out.
 */
export function tbtOverFloor(route: { runs: Pick<Timings, 'tbtMs'>[] }, floor: { runs: Pick<Timings, 'tbtMs'>[] }): number {
  return median(route.runs.map((run, round) => run.tbtMs - (floor.runs[round]?.tbtMs ?? 0)));
}

export function routeChecks(result: RouteResult, floor: RouteResult, theme: 'light' | 'dark'): BudgetCheck[] {
  const { median: m } = result;
  const route = `${result.route} (${theme})`;
  const ratio = lcpRatio(result, floor);
  return [
    ...categories.map((category) => ({
      name: `${route} ${categoryLabels[category]}`,
      value: m.scores[category],
      limit: `= ${budgets.score}`,
      ok: m.scores[category] >= budgets.score,
    })),
    { name: `${route} LCP / floor`, value: ratio, limit: `<= ${budgets.lcpRatio}`, ok: ratio <= budgets.lcpRatio },
    { name: `${route} TBT`, value: m.tbtMs, limit: `<= ${budgets.tbtMs} ms`, ok: m.tbtMs <= budgets.tbtMs },
    { name: `${route} CLS`, value: m.cls, limit: '0', ok: m.cls < budgets.cls },
  ];
}

export function lowEndChecks({ route, median: m }: LowEndResult, cpuSlowdown: number): BudgetCheck[] {
  const name = `${route} TBT on the low-end phone (${cpuSlowdown}x CPU)`;
  return [{ name, value: m.tbtMs, limit: `<= ${budgets.lowEndTbtMs} ms`, ok: m.tbtMs <= budgets.lowEndTbtMs }];
}

/** The retry pass at scale: within its time with the most kept, and flat from the fewest. */
export function mailStoreChecks(mailStore: BenchResults['mailStore']): BudgetCheck[] {
  if (!mailStore || 'error' in mailStore) return [];
  const largest = mailStore.sizes.at(-1)!;
  return [
    { name: `Retry pass with ${largest.kept} kept`, value: largest.passMedianMs, limit: `<= ${budgets.mailPassMs} ms`, ok: largest.passMedianMs <= budgets.mailPassMs },
    { name: 'Retry pass growth', value: mailStore.passGrowth, limit: `<= ${budgets.mailPassGrowth}x`, ok: mailStore.passGrowth <= budgets.mailPassGrowth },
  ];
}

export function siteChecks(firstLoadJs: FirstLoadJs, homeBytesBeforeVideo: number, mail: BenchResults['mail']): BudgetCheck[] {
  const checks: BudgetCheck[] = [
    {
      name: 'First-load JS (gzip)',
      value: firstLoadJs.gzipBytes,
      limit: '<= 110 KB',
      ok: firstLoadJs.gzipBytes <= budgets.firstLoadJsGzipBytes,
    },
    {
      name: '/home before the video',
      value: homeBytesBeforeVideo,
      limit: '<= 400 KB',
      ok: homeBytesBeforeVideo <= budgets.homeWeightBeforeVideoBytes,
    },
  ];
  if (mail && 'medianMs' in mail) {
    checks.push({ name: 'Mail function median', value: mail.medianMs, limit: `<= ${budgets.mailMedianMs} ms`, ok: mail.medianMs <= budgets.mailMedianMs });
  }
  return checks;
}

/** A row's runs that gave an error: the interaction did not work. */
export const failedRuns = (row: InteractionRow) => row.runs.flatMap((run) => ('error' in run ? [run.error] : []));

export const interactionName = (row: InteractionRow) => `${row.label}, ${row.moment}, ${row.path}`;

/** Each row's medians against the budgets, and every run working; rows with the app already running in every run have no figure. */
export function interactionChecks(interactions: BenchResults['interactions']): BudgetCheck[] {
  if (!interactions || 'error' in interactions) return [];
  return interactions.rows.flatMap((row) => {
    const name = interactionName(row);
    const checks: BudgetCheck[] = [];
    if (row.inpMs) checks.push({ name: `${name}: INP`, value: row.inpMs.median, limit: `<= ${budgets.inpMs} ms`, ok: row.inpMs.median <= budgets.inpMs });
    if (row.responseMs) {
      const value = row.responseMs.median;
      checks.push({ name: `${name}: visible response`, value, limit: `<= ${budgets.responseMs} ms`, ok: value <= budgets.responseMs });
    }
    const failed = failedRuns(row).length;
    if (failed) checks.push({ name: `${name}: works`, value: failed, limit: 'no run failing', ok: false });
    return checks;
  });
}
