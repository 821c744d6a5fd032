import type { FlaggedAudit } from './audits';
import { budgets, type BudgetCheck } from './budgets';
import type { FirstLoadJs } from './bundle-size';
import { categories, type Category } from './lighthouse';
import type { RunMetrics } from './lighthouse-result';
import { median } from './stats';
import type { MailBenchResult } from '../bench-mail';

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

export interface BenchResults {
  timestamp: string;
  chromium: string;
  lighthouse: string;
  runsPerRoute: number;
  routes: RouteResult[];
  firstLoadJs: FirstLoadJs;
  homeBytesBeforeVideo: number;
  mail: MailBench | { error: string } | null;
  checks: BudgetCheck[];
}

/** Each metric's own median: three runs rarely agree on which one is "the median run". */
export function medianMetrics(runs: RunMetrics[]): RunMetrics {
  const of = (pick: (run: RunMetrics) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(categories.map((category) => [category, of((run) => run.scores[category])])) as Record<Category, number>,
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
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

export function routeChecks({ route, median: m }: RouteResult): BudgetCheck[] {
  return [
    ...categories.map((category) => ({
      name: `${route} ${categoryLabels[category]}`,
      value: m.scores[category],
      limit: `= ${budgets.score}`,
      ok: m.scores[category] >= budgets.score,
    })),
    { name: `${route} LCP`, value: m.lcpMs, limit: `<= ${budgets.lcpMs} ms`, ok: m.lcpMs <= budgets.lcpMs },
    { name: `${route} TBT`, value: m.tbtMs, limit: `<= ${budgets.tbtMs} ms`, ok: m.tbtMs <= budgets.tbtMs },
    { name: `${route} CLS`, value: m.cls, limit: '0', ok: m.cls < budgets.cls },
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
