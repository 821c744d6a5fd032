/** `npm run bench`: the pages and the mail function against the budgets; options and figures: README.md. */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { killAll } from 'chrome-launcher';
import { benchMailFunction } from '../../../netlify/bench/mail-function.ts';
import { benchMailStore } from '../../../netlify/bench/mail-store.ts';
import { benchAudience } from '../../../netlify/bench/audience.ts';
import { startPreview, type RunningPreview } from '../preview/start.ts';
import { calibrate, fixed, referenceSlowdown } from './calibration.ts';
import { addFloor, distDir, floorRoute, removeFloor } from './floor.ts';
import { benchInteractions } from './interactions.ts';
import { auditRun, gatherRun, type GatheredRun, type PageRun } from './lighthouse.ts';
import { packFunction } from './pack-function.ts';
import { printReport, type BenchResults } from './report.ts';

const flags = {
  'no-build': { type: 'boolean' },
  runs: { type: 'string', default: '5' },
  pages: { type: 'string' },
  calibrate: { type: 'boolean' },
  only: { type: 'string' },
} as const;
const { values: options } = parseArgs({ options: flags });
const runs = Number(options.runs);
const usage = (pages = 'P,Q') =>
  `npm run bench -- [--no-build] [--runs N] [--pages ${pages}] [--calibrate] [--only pages|mail]`;
if (!(Number.isInteger(runs) && runs > 0) || ![undefined, 'pages', 'mail'].includes(options.only)) {
  console.error(usage());
  process.exit(2);
}

/** Those asked for, else the sitemap's (not the noindex thank-you page, which the SEO score counts against). */
async function pagesToMeasure(): Promise<string[]> {
  const sitemap = await readFile(join(distDir, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  const routes = options.pages ? options.pages.split(',') : listed;
  if (routes.some((route) => !listed.includes(route))) throw new Error(usage(listed.join(',')));
  return routes;
}

let preview: RunningPreview | undefined;
const stopEverything = async () => {
  killAll();
  await preview?.stop();
  await removeFloor();
  if (recordings) await rm(recordings, { recursive: true, force: true });
};
// `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by npm).
let interrupted = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    // The Lighthouse run in flight fails as its Chromium goes away: expected.
    process.on('unhandledRejection', () => {});
    void stopEverything().finally(() => process.exit(code));
  });
}

/**
 * Two retries: on a busy host Lighthouse sometimes misses the start of the trace (NO_NAVSTART).
 * `attempt` is told whether it comes again.
 */
async function withRetries<T>(route: string, attempt: (again: boolean) => Promise<T>, attemptsLeft = 2): Promise<T> {
  try {
    return await attempt(attemptsLeft < 2);
  } catch (error) {
    if (attemptsLeft === 0) throw error;
    console.log(`[bench] ${route}: ${error instanceof Error ? error.message : error}; again`);
    return withRetries(route, attempt, attemptsLeft - 1);
  }
}

/** Where the runs' recordings wait to be judged, removed at the end. */
let recordings: string | undefined;

/**
 * Every page loaded in rounds (the floor, then every page), so each page's LCP is judged beside the
 * floor's of the same rounds; then every run judged at one CPU slowdown, with --calibrate the one
 * the host's speed across all the runs calls for.
 */
async function measurePages(routes: string[]): Promise<Pick<BenchResults, 'cpu' | 'pages'>> {
  recordings = await mkdtemp(join(tmpdir(), 'bench-runs-'));
  const gathered = new Map([floorRoute, ...routes].map((route) => [route, [] as GatheredRun[]]));
  for (let round = 1; round <= runs; round++) {
    for (const [route, pageRuns] of gathered) {
      const dir = join(recordings, `${route.replaceAll('/', '_')}-${round}`);
      const run = await withRetries(route, () => gatherRun(preview!.origin, route, dir));
      pageRuns.push(run);
      console.log(`[bench] ${route} run ${round}/${runs}: benchmarkIndex ${Math.round(run.benchmarkIndex)}`);
    }
  }
  const cpu = options.calibrate ? calibrate([...gathered.values()].flat().map((run) => run.benchmarkIndex)) : fixed;
  // A recording Lighthouse cannot judge is made again, while the preview still serves.
  const judge = (run: GatheredRun) =>
    withRetries(run.route, async (again) =>
      auditRun(again ? await gatherRun(preview!.origin, run.route, run.dir) : run, cpu.slowdown),
    );
  const judged = new Map<string, PageRun[]>();
  for (const [route, pageRuns] of gathered) {
    judged.set(route, []);
    for (const run of pageRuns) {
      const result = await judge(run);
      judged.get(route)!.push(result);
      console.log(
        `[bench] ${route} at ${cpu.slowdown}x CPU: LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
      );
    }
  }
  return {
    cpu,
    pages: {
      floor: { route: floorRoute, runs: judged.get(floorRoute)! },
      routes: routes.map((route) => ({ route, runs: judged.get(route)! })),
    },
  };
}

const orError = <T>(bench: () => Promise<T>): Promise<T | { error: string }> =>
  bench().catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }));

async function main(): Promise<number> {
  const results: BenchResults = { cpu: fixed };
  if (options.only !== 'mail') {
    // As Netlify builds it: the contact form needs no setting to be built working.
    if (!options['no-build'] && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0)
      throw new Error('npm run build failed');
    const routes = await pagesToMeasure();
    await addFloor();
    preview = await startPreview();
    console.log(
      `[bench] preview on ${preview.origin}; ${runs} Lighthouse runs of ${floorRoute} and ${routes.join(', ')}`,
    );
    Object.assign(results, await measurePages(routes));
    // Real throttling, not simulated: the budget's fixed slowdown, never a calibrated one.
    results.interactions = await orError(async () => ({
      cpuSlowdown: referenceSlowdown,
      rows: await benchInteractions(preview!.origin, runs, referenceSlowdown),
    }));
    await stopEverything();
  }
  if (options.only !== 'pages') {
    // After the pages, so that no browser or preview shares the cores with it.
    console.log('[bench] the mail function, the mail store at scale, then the audience beacon');
    results.mailFunction = await orError(() => benchMailFunction(packFunction));
    results.mailStore = await orError(benchMailStore);
    results.audience = await orError(benchAudience);
  }
  printReport(results);
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    'bench-results/bench.json',
    `${JSON.stringify({ timestamp: new Date().toISOString(), ...results }, null, 2)}\n`,
  );
  const parts = [results.interactions, results.mailFunction, results.mailStore, results.audience];
  return parts.some((part) => part && 'error' in part) ? 1 : 0;
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
