/** `npm run bench`: the pages and the mail function against the budgets; options and figures: README.md. */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { killAll } from 'chrome-launcher';
import { benchMailFunction } from '../../../netlify/bench/mail-function.ts';
import { benchMailStore } from '../../../netlify/bench/mail-store.ts';
import { benchAudience } from '../../../netlify/bench/audience.ts';
import { startPreview, type RunningPreview } from '../preview/start.ts';
import { calibrate, calibrationRuns, fixed, referenceSlowdown } from './calibration.ts';
import { addFloor, distDir, floorRoute, removeFloor } from './floor.ts';
import { benchInteractions } from './interactions.ts';
import { runLighthouse, type PageRun } from './lighthouse.ts';
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

/** Two retries: on a busy host Lighthouse sometimes misses the start of the trace (NO_NAVSTART). */
async function measure(
  route: string,
  cpuSlowdown: number,
  performanceOnly = false,
  attemptsLeft = 2,
): Promise<PageRun> {
  try {
    return await runLighthouse(`${preview!.origin}${route}`, cpuSlowdown, performanceOnly);
  } catch (error) {
    if (attemptsLeft === 0) throw error;
    console.log(`[bench] ${route}: ${error instanceof Error ? error.message : error}; again`);
    return measure(route, cpuSlowdown, performanceOnly, attemptsLeft - 1);
  }
}

/** In rounds (the floor, then every page), so each page's LCP is judged beside the floor's of the same rounds. */
async function measurePages(routes: string[], cpuSlowdown: number): Promise<BenchResults['pages']> {
  const measured = new Map([floorRoute, ...routes].map((route) => [route, [] as PageRun[]]));
  for (let round = 1; round <= runs; round++) {
    for (const [route, pageRuns] of measured) {
      const run = await measure(route, cpuSlowdown);
      pageRuns.push(run);
      console.log(
        `[bench] ${route} run ${round}/${runs}: LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
      );
    }
  }
  return {
    floor: { route: floorRoute, runs: measured.get(floorRoute)! },
    routes: routes.map((route) => ({ route, runs: measured.get(route)! })),
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
    if (options.calibrate) {
      const indexes: number[] = [];
      for (let run = 0; run < calibrationRuns; run++)
        indexes.push((await measure(floorRoute, referenceSlowdown, true)).benchmarkIndex);
      results.cpu = calibrate(indexes);
    }
    console.log(
      `[bench] preview on ${preview.origin}; ${runs} Lighthouse runs of ${floorRoute} and ${routes.join(', ')} at ${results.cpu.slowdown}x CPU`,
    );
    results.pages = await measurePages(routes, results.cpu.slowdown);
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
