/**
 * `npm run bench`: measures the production build against the budgets (bench/budgets.ts) and
 * reports; it is not a test. Exits 0 even when budgets are missed (each miss is marked ✗ and
 * summed up at the end); non-zero only when something could not be measured.
 *
 * Each page is measured beside a floor, a tiny static page served the same way (bench/floor.ts),
 * in rounds (the floor, then every page), so a page's LCP is judged as a ratio to the floor's from
 * the same run, in the light theme, then in the dark theme; then again on a low-end phone. The CPU
 * slowdowns are the budgets' own: Lighthouse's mobile preset (4x) and the low-end phone (6x).
 * Every run's benchmarkIndex is reported, since the phone a fixed slowdown stands for depends on the
 * host; --calibrate scales both to the host instead (bench/calibration.ts).
 *
 *   --no-build         measure the dist/ already there
 *   --runs N           Lighthouse runs per page and per phone (default 5, since single runs vary;
 *                      the tables show medians)
 *   --cpu-slowdown N   the mobile pass and the first interactions at N x CPU, the low-end phone at
 *                      1.5 N (default 4, so 6)
 *   --calibrate        scale 4x and 6x by this host's benchmarkIndex against Lighthouse's reference
 *                      host, as Lighthouse's docs/throttling.md describes (not with --cpu-slowdown);
 *                      the first interactions stay at 4x, their budget's
 *   --pages P,Q        only these pages (paths, as /experience/snake) and /home, not every listed page
 *   PORT               the preview's port (default 8899, else any free one)
 *
 * After Lighthouse, on the same preview: the first interactions of each page (bench/interactions.ts).
 * Results, raw runs included, go to bench-results/bench.json.
 */
import { parseArgs } from 'node:util';
import type { Result } from 'lighthouse';
import { publishedPages } from '../content/published-pages.ts';
import { flaggedAudits, lcpBreakdown } from './bench/audits.ts';
import { buildSite } from './bench/build.ts';
import { calibrate, calibrationRuns, forced, referenceSlowdown, type CpuCalibration } from './bench/calibration.ts';
import { measureFirstLoadJs } from './bench/bundle-size.ts';
import { addFloor, floorRoute, removeFloor } from './bench/floor.ts';
import { runLighthouse, stopAllChromium, type LighthouseRun, type RunOptions } from './bench/lighthouse.ts';
import { runMetrics, runTimings, scriptPaths, type RunMetrics, type Timings } from './bench/lighthouse-result.ts';
import { printReport, writeResults } from './bench/report.ts';
import {
  interactionChecks,
  lowEndChecks,
  mailStoreChecks,
  medianMetrics,
  medianTimings,
  mergeFlaggedAudits,
  routeChecks,
  siteChecks,
  type BenchResults,
  type LowEndResult,
  type MailBench,
  type RouteResult,
} from './bench/results.ts';
import { startPreview, type RunningPreview } from './bench/serve.ts';
import { benchMail } from './bench-mail.ts';
import { benchMailStore, type MailStoreBench } from './bench/mail-store.ts';
import { benchInteractions, defaultCpuSlowdown, type InteractionBench } from './bench/interactions.ts';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    pages: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'cpu-slowdown': { type: 'string' },
    calibrate: { type: 'boolean', default: false },
  },
});
// Every listed page of the content, so pages added later (another language, a project) are measured
// too. The thank-you page of the form sent without JavaScript is kept out of search results, which
// Lighthouse's SEO score counts against it.
const listed = publishedPages.filter((page) => page.listed).map((page) => page.path);
// /home always: its run gives the site's weights (first-load JS, the page before the video).
const routes = options.pages ? [...new Set(['/home', ...options.pages.split(',')])] : listed;
const unknownPages = routes.filter((route) => !listed.includes(route));
if (unknownPages.length) {
  console.error(`--pages: not a listed page: ${unknownPages.join(', ')}`);
  process.exit(2);
}
const runsPerRoute = Number(options.runs);
if (!Number.isInteger(runsPerRoute) || runsPerRoute < 1) {
  console.error(`--runs must be a positive integer, not ${options.runs}`);
  process.exit(2);
}
if (options.calibrate && options['cpu-slowdown'] !== undefined) {
  console.error('--calibrate and --cpu-slowdown exclude each other');
  process.exit(2);
}
const forcedSlowdown = options.calibrate ? undefined : Number(options['cpu-slowdown'] ?? referenceSlowdown.mobile);
if (forcedSlowdown !== undefined && !(forcedSlowdown >= 1)) {
  console.error(`--cpu-slowdown must be a number >= 1, not ${options['cpu-slowdown']}`);
  process.exit(2);
}

let preview: RunningPreview | undefined;

async function stopEverything(): Promise<void> {
  stopAllChromium();
  await preview?.stop();
  await removeFloor();
}

// `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and a
// second signal without a listener would kill it before the preview and Chromium are stopped.
let interrupted = false;
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n[bench] ${signal}: stopping the preview and Chromium`);
    // The Lighthouse run in flight fails as its Chromium goes away: expected, not worth a stack trace.
    process.on('unhandledRejection', () => {});
    void stopEverything().finally(() => process.exit(code));
  });
}

/** What the runs ran on, for the report. */
const environment = { chromium: 'unknown', lighthouse: 'unknown' };

/**
 * Two retries: a page load can fail when dist/ is rebuilt during the run, and on a busy host
 * Lighthouse sometimes misses the start of the trace (NO_NAVSTART).
 */
async function measureOnce(url: string, options: RunOptions, attemptsLeft = 2): ReturnType<typeof runLighthouse> {
  try {
    return await runLighthouse(url, options);
  } catch (error) {
    if (attemptsLeft === 0) throw error;
    console.warn(`[bench] ${url}: ${error instanceof Error ? error.message : error}; trying again`);
    return measureOnce(url, options, attemptsLeft - 1);
  }
}

/** Runs Lighthouse on every page, round after round (each round: the floor, then the routes). */
async function measureRounds(origin: string, pagesToMeasure: string[], options: RunOptions, phone: string): Promise<Map<string, LighthouseRun[]>> {
  const lhrs = new Map(pagesToMeasure.map((page) => [page, [] as LighthouseRun[]]));
  for (let run = 1; run <= runsPerRoute; run++) {
    for (const page of pagesToMeasure) {
      const started = Date.now();
      const measured = await measureOnce(`${origin}${page}`, options);
      const { lhr, chromium } = measured;
      Object.assign(environment, { chromium, lighthouse: lhr.lighthouseVersion });
      lhrs.get(page)!.push(measured);
      const { lcpMs, tbtMs, longestTaskCpuMs, longestTaskWallMs } = runTimings(measured);
      const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      console.log(
        `[bench] ${page} (${phone}, ${options.cpuSlowdown}x CPU) run ${run}/${runsPerRoute}: perf ${perf}, LCP ${Math.round(lcpMs)} ms, ` +
          `TBT ${Math.round(tbtMs)} ms, longest task ${longestTaskCpuMs.toFixed(1)} ms CPU / ${longestTaskWallMs.toFixed(1)} ms wall, ` +
          `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }
  return lhrs;
}

function routeResult(route: string, measured: LighthouseRun[]): RouteResult {
  const lhrs: Result[] = measured.map((run) => run.lhr);
  const runs: RunMetrics[] = measured.map(runMetrics);
  const median = medianMetrics(runs);
  const medianLcpRun = lhrs[runs.findIndex((run) => run.lcpMs === median.lcpMs)] ?? lhrs[0]!;
  return { route, runs, median, flaggedAudits: mergeFlaggedAudits(lhrs.map(flaggedAudits)), lcpBreakdown: lcpBreakdown(medianLcpRun) };
}

function lowEndResult(route: string, measured: LighthouseRun[]): LowEndResult {
  const runs: Timings[] = measured.map(runTimings);
  return { route, runs, median: medianTimings(runs) };
}

async function orError<T>(bench: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await bench();
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The host's speed before the rounds, from Lighthouse's own benchmark on a few runs of the floor
 * (the multiplier they run at changes nothing in it) with --calibrate, else the fixed slowdown.
 */
async function calibrateCpu(origin: string): Promise<CpuCalibration> {
  if (forcedSlowdown !== undefined) return forced(forcedSlowdown);
  const indexes: number[] = [];
  for (let run = 1; run <= calibrationRuns; run++) {
    const { lhr } = await measureOnce(`${origin}${floorRoute}`, { cpuSlowdown: 4, performanceOnly: true, colorScheme: 'light' });
    indexes.push(lhr.environment.benchmarkIndex);
    console.log(`[bench] calibration ${run}/${calibrationRuns}: benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`);
  }
  return calibrate(indexes);
}

async function main(): Promise<number> {
  if (!options['no-build']) await buildSite();
  await addFloor();

  preview = await startPreview();
  const measured = [floorRoute, ...routes];
  console.log(`[bench] preview on ${preview.origin}; ${runsPerRoute} Lighthouse runs on each of ${measured.join(', ')}`);
  const cpu = await calibrateCpu(preview.origin);
  const { mobile, lowEnd: lowEndSlowdown } = cpu.slowdown;
  console.log(
    cpu.forced
      ? `[bench] CPU slowdown ${mobile}x, low-end phone ${lowEndSlowdown}x`
      : `[bench] benchmarkIndex ${Math.round(cpu.benchmarkIndex!)} (reference ${cpu.referenceBenchmarkIndex}): CPU slowdown ${mobile}x, low-end phone ${lowEndSlowdown}x`,
  );
  const lhrs = await measureRounds(preview.origin, measured, { cpuSlowdown: mobile, colorScheme: 'light' }, 'mobile');
  const darkLhrs = await measureRounds(preview.origin, measured, { cpuSlowdown: mobile, colorScheme: 'dark' }, 'mobile, dark theme');
  const lowEndLhrs = await measureRounds(
    preview.origin,
    measured,
    { cpuSlowdown: lowEndSlowdown, performanceOnly: true, colorScheme: 'light' },
    'low-end phone',
  );
  // Real throttling, not simulated: the fixed slowdown the budget is set for, or the one asked for.
  const interactionSlowdown = cpu.forced ? mobile : defaultCpuSlowdown;
  console.log(`[bench] first interactions at ${interactionSlowdown}x CPU`);
  const { origin } = preview;
  const interactions: InteractionBench | { error: string } = await orError(() => benchInteractions(origin, { runs: runsPerRoute, cpuSlowdown: interactionSlowdown }));
  await preview.stop();
  await removeFloor();

  const floor = routeResult(floorRoute, lhrs.get(floorRoute)!);
  const routeResults = routes.map((route) => routeResult(route, lhrs.get(route)!));
  const dark = { floor: routeResult(floorRoute, darkLhrs.get(floorRoute)!), routes: routes.map((route) => routeResult(route, darkLhrs.get(route)!)) };
  const lowEnd = { floor: lowEndResult(floorRoute, lowEndLhrs.get(floorRoute)!), routes: routes.map((route) => lowEndResult(route, lowEndLhrs.get(route)!)) };
  const firstLoadJs = await measureFirstLoadJs(scriptPaths(lhrs.get('/home')![0]!.lhr));

  // After Lighthouse, so Chromium and the preview do not share the two cores with it.
  console.log('[bench] mail function overhead');
  const mail: MailBench | { error: string } = await orError(benchMail);
  console.log('[bench] mail store at scale');
  const mailStore: MailStoreBench | { error: string } = await orError(benchMailStore);

  const homeBytesBeforeVideo = routeResults.find((result) => result.route === '/home')!.median.bytesWithoutVideo;
  const results: BenchResults = {
    timestamp: new Date().toISOString(),
    ...environment,
    runsPerRoute,
    cpu,
    benchmarkIndexes: [...lhrs.values(), ...darkLhrs.values(), ...lowEndLhrs.values()].flat().map((run) => run.lhr.environment.benchmarkIndex),
    floor,
    routes: routeResults,
    dark,
    lowEnd,
    firstLoadJs,
    homeBytesBeforeVideo,
    mail,
    mailStore,
    interactions,
    checks: [
      ...routeResults.flatMap((result) => routeChecks(result, floor, 'light')),
      ...dark.routes.flatMap((result) => routeChecks(result, dark.floor, 'dark')),
      ...lowEnd.routes.flatMap((route) => lowEndChecks(route, lowEndSlowdown)),
      ...siteChecks(firstLoadJs, homeBytesBeforeVideo, mail),
      ...mailStoreChecks(mailStore),
      ...interactionChecks(interactions),
    ],
  };
  printReport(results);
  console.log(`\nResults: ${await writeResults(results)}`);
  return 'error' in mail || 'error' in mailStore || 'error' in interactions ? 1 : 0;
}

main()
  .catch((error: unknown) => {
    console.error('[bench] could not measure:', error instanceof Error ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await stopEverything();
    process.exit(code);
  });
