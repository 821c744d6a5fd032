import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { budgets, KB, type BudgetCheck } from './budgets.ts';
import { categories } from './lighthouse.ts';
import { projectRoot, resultsFile } from './paths.ts';
import { hostSlowerThanPhone, referenceSlowdown } from './calibration.ts';
import { median } from './stats.ts';
import { categoryLabels, failedRuns, interactionName, lcpRatio, tbtOverFloor, type BenchResults, type LowEndResult, type RouteResult } from './results.ts';
import type { Timings } from './lighthouse-result.ts';
import type { InteractionBench, InteractionRow, Spread } from './interactions.ts';

const pass = '✓';
const miss = '✗';
const mark = (ok: boolean) => (ok ? pass : miss);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
// Lighthouse shows shifts under 0.001 as 0.
const cls = (value: number) => (value < budgets.cls ? '0' : value.toFixed(3));

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...row[column]!].length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

const ratio = (value: number) => value.toFixed(2);
/** Every run's TBT, in the order of the rounds: how far the median can be trusted. */
const tbtRuns = (runs: Timings[]) => runs.map((run) => Math.round(run.tbtMs)).join(' ');
const signedMs = (value: number) => `${value > 0 ? '+' : ''}${Math.round(value)} ms`;
/** The longest task after the first paint, unthrottled: CPU time / wall time. */
const longestTask = (m: Timings) => `${m.longestTaskCpuMs.toFixed(1)} / ${m.longestTaskWallMs.toFixed(1)} ms`;

function routeRow(result: RouteResult, floor: RouteResult): string[] {
  const m = result.median;
  const lcpOverFloor = lcpRatio(result, floor);
  return [
    result.route,
    ...categories.map((category) => `${m.scores[category]} ${mark(m.scores[category] >= budgets.score)}`),
    ms(m.fcpMs),
    ms(m.lcpMs),
    `${ratio(lcpOverFloor)} ${mark(lcpOverFloor <= budgets.lcpRatio)}`,
    `${ms(m.tbtMs)} ${mark(m.tbtMs <= budgets.tbtMs)}`,
    tbtRuns(result.runs),
    signedMs(tbtOverFloor(result, floor)),
    longestTask(m),
    `${cls(m.cls)} ${mark(m.cls < budgets.cls)}`,
    kb(m.jsBytes),
    kb(m.totalBytes),
  ];
}

function lighthouseTable({ floor, routes }: Pick<BenchResults, 'floor' | 'routes'>): string {
  const header = ['Route', ...categories.map((category) => categoryLabels[category]), 'FCP', 'LCP', 'LCP/floor', 'TBT', 'TBT runs', 'over floor', 'longest task', 'CLS', 'JS', 'Total'];
  const f = floor.median;
  const floorRow = [
    'floor',
    ...categories.map((category) => String(f.scores[category])),
    ms(f.fcpMs),
    ms(f.lcpMs),
    '1.00',
    ms(f.tbtMs),
    tbtRuns(floor.runs),
    '',
    longestTask(f),
    cls(f.cls),
    kb(f.jsBytes),
    kb(f.totalBytes),
  ];
  const budgetRow = ['budget', ...categories.map(() => '100'), '', '', `<= ${budgets.lcpRatio}`, `<= ${budgets.tbtMs}`, '', '', '', '0', '', ''];
  return table([header, floorRow, ...routes.map((route) => routeRow(route, floor)), budgetRow]);
}

function lowEndRow(result: LowEndResult, floor: LowEndResult): string[] {
  const m = result.median;
  return [
    result.route,
    ms(m.fcpMs),
    ms(m.lcpMs),
    ratio(lcpRatio(result, floor)),
    `${ms(m.tbtMs)} ${mark(m.tbtMs <= budgets.lowEndTbtMs)}`,
    tbtRuns(result.runs),
    signedMs(tbtOverFloor(result, floor)),
    longestTask(m),
    cls(m.cls),
  ];
}

function lowEndTable({ cpu, lowEnd: { floor, routes } }: BenchResults): string {
  const f = floor.median;
  const rows = [
    ['Route', 'FCP', 'LCP', 'LCP/floor', 'TBT', 'TBT runs', 'over floor', 'longest task', 'CLS'],
    ['floor', ms(f.fcpMs), ms(f.lcpMs), '1.00', ms(f.tbtMs), tbtRuns(floor.runs), '', longestTask(f), cls(f.cls)],
    ...routes.map((route) => lowEndRow(route, floor)),
    ['budget', '', '', '', `<= ${budgets.lowEndTbtMs}`, '', '', '', ''],
  ];
  return `Low-end phone (${cpu.slowdown.lowEnd}x CPU slowdown, performance only), medians:\n${table(rows)}`;
}

/** What the CPU slowdown is and where it comes from, and whether the host held still. */
function cpuSection({ cpu, benchmarkIndexes }: BenchResults): string {
  const during = benchmarkIndexes.length
    ? `benchmarkIndex during the runs: median ${Math.round(median(benchmarkIndexes))}, ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))}`
    : 'no run';
  const slowdowns = `${cpu.slowdown.mobile}x for the mobile pass and ${cpu.slowdown.lowEnd}x for the low-end phone`;
  const lines = cpu.forced
    ? [`CPU slowdown fixed: ${slowdowns}, whatever the host (${during}; Lighthouse's default 4x is meant for about ${cpu.referenceBenchmarkIndex}, --calibrate scales to the host)`]
    : [
        `CPU slowdown calibrated to the host: benchmarkIndex ${Math.round(cpu.benchmarkIndex!)} (median of ${cpu.calibrationIndexes.map(Math.round).join(', ')} on the floor before the rounds)`,
        `  x ${referenceSlowdown.mobile} / ${cpu.referenceBenchmarkIndex} and x ${referenceSlowdown.lowEnd} / ${cpu.referenceBenchmarkIndex} (Lighthouse docs/throttling.md): ${slowdowns}; ${during}`,
      ];
  if (!cpu.forced && benchmarkIndexes.length && Math.abs(median(benchmarkIndexes) / cpu.benchmarkIndex! - 1) > 0.2) {
    lines.push(`  ${miss} the host's speed moved by more than 20 % after the calibration (other work started or stopped): the slowdown no longer matches it`);
  }
  if (hostSlowerThanPhone(cpu)) lines.push(`  ${miss} the host is slower than the phone emulated: the slowdown stays at 1x and the times overstate the phone's`);
  return lines.join('\n');
}

function firstLoadJsSection({ firstLoadJs }: BenchResults): string {
  const rows = firstLoadJs.files.map((file) => [`  ${file.file}`, kb(file.bytes), kb(file.gzipBytes)]);
  const ok = firstLoadJs.gzipBytes <= budgets.firstLoadJsGzipBytes;
  rows.push(['  total', '', `${kb(firstLoadJs.gzipBytes)} ${mark(ok)} (budget 110 KB)`]);
  return `First-load JS (every script a Lighthouse run of /home fetched), gzip default level:\n${table([['  file', 'raw', 'gzip'], ...rows])}`;
}

function mailLine({ mail }: BenchResults): string {
  if (!mail) return 'Mail function: not measured';
  if ('error' in mail) return `Mail function: could not measure: ${mail.error}`;
  const ok = mail.medianMs <= budgets.mailMedianMs;
  const { zipBytes, bytes, files } = mail.package;
  const bundle = `package ${(zipBytes / KB).toFixed(1)} KB zip (${(bytes / KB).toFixed(1)} KB in ${files} files, as zip-it-and-ship-it packs it)`;
  const overhead = `median ${mail.medianMs} ms ${mark(ok)} (budget ${budgets.mailMedianMs} ms, keeping the message included), p95 ${mail.p95Ms} ms, ${mail.requests} requests`;
  return `Mail function: overhead ${overhead}; ${bundle}; cold start median ${mail.coldStart.medianMs} ms (${mail.coldStart.runs} fresh processes)`;
}

export function mailStoreLines({ mailStore }: Pick<BenchResults, 'mailStore'>): string {
  if (!mailStore) return 'Mail store: not measured';
  if ('error' in mailStore) return `Mail store: could not measure: ${mailStore.error}`;
  const rows = mailStore.sizes.map(({ kept, passMedianMs, inboxMedianMs }) => [`  ${kept}`, `${passMedianMs} ms`, `${inboxMedianMs} ms`]);
  const largest = mailStore.sizes.at(-1)!;
  const verdict =
    `  retry pass with ${largest.kept} kept: ${largest.passMedianMs} ms ${mark(largest.passMedianMs <= budgets.mailPassMs)} (budget ${budgets.mailPassMs} ms); ` +
    `growth ${mailStore.passGrowth}x ${mark(mailStore.passGrowth <= budgets.mailPassGrowth)} (budget ${budgets.mailPassGrowth}x)`;
  return `Mail store (10 messages due, medians):\n${table([['  kept', 'retry pass', 'inbox page'], ...rows])}\n${verdict}`;
}

/** A median against its limit, with the runs' range. */
const spreadCell = (value: Spread | null, limit: number) =>
  value ? `${ms(value.median)} ${mark(value.median <= limit)} (${Math.round(value.min)}-${Math.round(value.max)})` : '';

function interactionRow(row: InteractionRow): string[] {
  const measured = row.runs.filter((run) => 'responseMs' in run).length;
  const alreadyRunning = row.runs.filter((run) => 'appAlreadyRunning' in run).length;
  const failed = failedRuns(row).length;
  const noEntry = row.runs.filter((run) => 'inpMs' in run && run.inpMs === null).length;
  const runs = [
    `${measured} measured`,
    ...(noEntry ? [`${noEntry} without Event Timing entry`] : []),
    ...(alreadyRunning ? [`${alreadyRunning} app already running`] : []),
    ...(failed ? [`${failed} ${miss} failed`] : []),
  ];
  return [row.label, row.moment, row.path, spreadCell(row.inpMs, budgets.inpMs), spreadCell(row.responseMs, budgets.responseMs), runs.join(', ')];
}

/** The interactions' table, then every failed run's reason. */
export function interactionLines(interactions: InteractionBench): string {
  const rows = [
    ['Interaction', 'moment', 'page', 'INP (min-max)', 'visible response (min-max)', 'runs'],
    ...interactions.rows.map(interactionRow),
    ['budget', '', '', `<= ${budgets.inpMs} ms`, `<= ${budgets.responseMs} ms`, ''],
  ];
  // Each reason once per row, with the number of runs it stopped.
  const failures = interactions.rows.flatMap((row) => {
    const errors = failedRuns(row);
    return [...new Set(errors)].map((error) => {
      const count = errors.filter((other) => other === error).length;
      return `  ${miss} ${interactionName(row)}: ${error} (${count} run${count === 1 ? '' : 's'})`;
    });
  });
  return [
    `First interactions on a phone (412 x 823, touch) at ${interactions.cpuSlowdown}x CPU, medians of ${interactions.runsPerInteraction} run${interactions.runsPerInteraction === 1 ? '' : 's'}, each in a fresh context:`,
    table(rows),
    ...(failures.length ? ['Runs whose interaction did not work:', ...failures] : []),
  ].join('\n');
}

function interactionsSection({ interactions }: BenchResults): string {
  if (!interactions) return 'First interactions: not measured';
  if ('error' in interactions) return `First interactions: could not measure: ${interactions.error}`;
  return interactionLines(interactions);
}

function auditsSection(results: BenchResults): string {
  const lines: string[] = ['Audits that cost points (and where the LCP time goes):'];
  for (const route of results.routes) {
    lines.push(`  ${route.route}`);
    for (const audit of route.flaggedAudits) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      const score = audit.score === null ? 'error' : `score ${audit.score}`;
      lines.push(`    ${audit.category} · ${audit.id}: ${audit.title}${value}, ${score}, ${audit.runs}/${route.runs.length} runs`);
      for (const detail of audit.details) lines.push(`        ${detail}`);
    }
    if (route.flaggedAudits.length === 0) lines.push('    none');
    lines.push(`    LCP element and phases (run with the median LCP)${route.lcpBreakdown.length ? ':' : ': none reported'}`);
    for (const row of route.lcpBreakdown) lines.push(`        ${row}`);
  }
  return lines.join('\n');
}

function summary(checks: BudgetCheck[]): string {
  const missed = checks.filter((check) => !check.ok);
  if (missed.length === 0) return `${pass} All ${checks.length} budgets met.`;
  return `${miss} ${missed.length} of ${checks.length} budgets missed: ${missed.map((check) => `${check.name} (${check.limit})`).join(', ')}`;
}

export function printReport(results: BenchResults): void {
  console.log(
    [
      '',
      `Lighthouse ${results.lighthouse}, Chromium ${results.chromium}, mobile, simulated throttling: median of ${results.runsPerRoute} run${results.runsPerRoute === 1 ? '' : 's'} per route`,
      cpuSection(results),
      `TBT runs: each round's TBT; over floor: the median of each round's TBT less the floor's (what the page adds);`,
      `longest task: the longest main-thread task after the first paint as the trace saw it, before the slowdown: CPU / wall time`,
      `  (medians; times the slowdown, a task counts as long past 50 ms: its wall time grows with the host's load, its CPU time much less)`,
      'Light theme:',
      lighthouseTable(results),
      '',
      'Dark theme:',
      lighthouseTable(results.dark),
      '',
      lowEndTable(results),
      '',
      firstLoadJsSection(results),
      '',
      `/home before the video (Lighthouse transfer without *.webm/*.mp4, median): ${kb(results.homeBytesBeforeVideo)} ${mark(results.homeBytesBeforeVideo <= budgets.homeWeightBeforeVideoBytes)} (budget 400 KB)`,
      mailLine(results),
      mailStoreLines(results),
      '',
      interactionsSection(results),
      '',
      auditsSection(results),
      '',
      summary(results.checks),
    ].join('\n'),
  );
}

export async function writeResults(results: BenchResults): Promise<string> {
  await mkdir(dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  return relative(projectRoot, resultsFile);
}
