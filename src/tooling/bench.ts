/**
 * `npm run bench`: measures the production build against the budgets of DESIGN.md section 9 and
 * reports; it is not a test. Exits 0 even when budgets are missed (each miss is marked ✗ and
 * summed up at the end); non-zero only when something could not be measured.
 *
 *   --no-build   measure the dist/ already there
 *   --runs N     Lighthouse runs per route (default 3; the table shows medians)
 *
 * Results, raw runs included, go to bench-results/bench.json.
 */
import { parseArgs } from 'node:util';
import { flaggedAudits, lcpBreakdown } from './bench/audits';
import { buildSite } from './bench/build';
import { measureFirstLoadJs } from './bench/bundle-size';
import { runLighthouse, stopAllChromium } from './bench/lighthouse';
import { runMetrics } from './bench/lighthouse-result';
import { printReport, writeResults } from './bench/report';
import { medianMetrics, mergeFlaggedAudits, routeChecks, siteChecks, type BenchResults, type MailBench, type RouteResult } from './bench/results';
import { startPreview, type RunningPreview } from './bench/serve';
import { benchMail } from './bench-mail';

const routes = ['/home', '/education', '/experience', '/contact'];

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});
const runsPerRoute = Number(options.runs);
if (!Number.isInteger(runsPerRoute) || runsPerRoute < 1) {
  console.error(`--runs must be a positive integer, not ${options.runs}`);
  process.exit(2);
}

let preview: RunningPreview | undefined;

async function stopEverything(): Promise<void> {
  stopAllChromium();
  await preview?.stop();
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

/** One retry: a single page load can fail when dist/ is rebuilt during the run. */
async function measureOnce(url: string) {
  try {
    return await runLighthouse(url);
  } catch (error) {
    console.warn(`[bench] ${url}: ${error instanceof Error ? error.message : error}; trying once more`);
    return runLighthouse(url);
  }
}

async function measureRoute(origin: string, route: string): Promise<RouteResult> {
  const runs = [];
  const lhrs = [];
  for (let run = 1; run <= runsPerRoute; run++) {
    const started = Date.now();
    const { lhr, chromium } = await measureOnce(`${origin}${route}`);
    const metrics = runMetrics(lhr);
    lhrs.push(lhr);
    Object.assign(environment, { chromium, lighthouse: lhr.lighthouseVersion });
    runs.push(metrics);
    console.log(
      `[bench] ${route} run ${run}/${runsPerRoute}: perf ${metrics.scores.performance}, LCP ${Math.round(metrics.lcpMs)} ms, ` +
        `TBT ${Math.round(metrics.tbtMs)} ms (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  const median = medianMetrics(runs);
  const medianLcpRun = lhrs[runs.findIndex((run) => run.lcpMs === median.lcpMs)] ?? lhrs[0]!;
  return { route, runs, median, flaggedAudits: mergeFlaggedAudits(lhrs.map(flaggedAudits)), lcpBreakdown: lcpBreakdown(medianLcpRun) };
}

async function measureMail(): Promise<MailBench | { error: string }> {
  try {
    return await benchMail();
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

async function main(): Promise<number> {
  if (!options['no-build']) await buildSite();
  const firstLoadJs = await measureFirstLoadJs('home');

  preview = await startPreview();
  console.log(`[bench] preview on ${preview.origin}; ${runsPerRoute} Lighthouse runs on each of ${routes.join(', ')}`);
  const routeResults: RouteResult[] = [];
  for (const route of routes) routeResults.push(await measureRoute(preview.origin, route));
  await preview.stop();

  // After Lighthouse, so Chromium and the preview do not share the two cores with it.
  console.log('[bench] mail function overhead');
  const mail = await measureMail();

  const homeBytesBeforeVideo = routeResults.find((result) => result.route === '/home')!.median.bytesWithoutVideo;
  const results: BenchResults = {
    timestamp: new Date().toISOString(),
    ...environment,
    runsPerRoute,
    routes: routeResults,
    firstLoadJs,
    homeBytesBeforeVideo,
    mail,
    checks: [...routeResults.flatMap(routeChecks), ...siteChecks(firstLoadJs, homeBytesBeforeVideo, mail)],
  };
  printReport(results);
  console.log(`\nResults: ${await writeResults(results)}`);
  return 'error' in mail ? 1 : 0;
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
