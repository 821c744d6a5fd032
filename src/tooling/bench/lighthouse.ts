/**
 * Lighthouse runs in two steps: each page loaded in a fresh Chromium (fresh profile, empty cache),
 * so runs do not warm each other up, and recorded; then every recording judged with the mobile
 * preset's simulated throttling at one CPU slowdown, and what the budgets need of it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { type Artifacts, type Flags, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.ts';
import { guardProcessGroup, releaseProcessGroup } from '../preview/orphan-guard.ts';
import { distDir } from './floor.ts';
import { BEACON_PATH } from '../../shared/audience.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface PageRun {
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page as it came: compressed, with its headers. */
  documentBytes: number;
  /** Lighthouse's measure of the host's CPU just before this run. */
  benchmarkIndex: number;
  /** The first-load JS: the scripts the page fetched from its origin, gzipped (the run waits for the page to be idle, so the app's code fetched after the first paint is in). */
  jsGzipBytes: number;
  lighthouse: string;
  /** The full version: the user agent in the result carries a reduced one. */
  chromium: string;
}

async function pageRun(lhr: Result, chromium: string): Promise<PageRun> {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const details = lhr.audits['network-requests']?.details as
    { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined;
  const requests = (details?.items ?? []).filter((request) => request.url.startsWith(origin));
  const scripts = [
    ...new Set(
      requests.filter((request) => request.resourceType === 'Script').map((request) => new URL(request.url).pathname),
    ),
  ];
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as PageRun['scores'];
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    documentBytes: requests.find((request) => request.resourceType === 'Document')?.transferSize ?? NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    jsGzipBytes: (
      await Promise.all(scripts.map(async (file) => gzipSync(await readFile(join(distDir, file))).length))
    ).reduce((total, size) => total + size, 0),
    lighthouse: lhr.lighthouseVersion,
    chromium,
  };
}

const flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...categories],
  // Served locally, the audience beacon would run its function on the cores the page is timed on,
  // which a visitor's phone never does; blocked, the page does all its own work (README.md).
  blockedUrlPatterns: [`*${BEACON_PATH}`],
} satisfies Flags;

/** A page loaded and recorded, not yet judged: its files in `dir`, and the host's CPU just before. */
export interface GatheredRun {
  route: string;
  dir: string;
  benchmarkIndex: number;
  chromium: string;
}

/** Loads the page in a fresh Chromium and keeps what Lighthouse recorded (its `gatherMode`) in `dir`. */
export async function gatherRun(origin: string, route: string, dir: string): Promise<GatheredRun> {
  // handleSIGINT off: the bench stops everything itself on Ctrl-C.
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  // chrome-launcher starts Chromium as the leader of its own process group.
  guardProcessGroup(chrome.pid);
  try {
    const { Browser = '' } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser?: string;
    };
    await lighthouse(`${origin}${route}`, { ...flags, port: chrome.port, gatherMode: dir });
    const { BenchmarkIndex } = JSON.parse(await readFile(join(dir, 'artifacts.json'), 'utf8')) as Artifacts;
    return { route, dir, benchmarkIndex: BenchmarkIndex, chromium: Browser.split('/')[1] ?? 'unknown' };
  } finally {
    chrome.kill();
    releaseProcessGroup(chrome.pid);
  }
}

/**
 * Judges a gathered run at the given CPU slowdown (Lighthouse's `auditMode`). Simulated throttling
 * slows nothing while the page loads, only this computation: the slowdown recorded at gathering is
 * replaced by this one, which Lighthouse otherwise refuses as a change of settings.
 */
export async function auditRun(run: GatheredRun, cpuSlowdown: number): Promise<PageRun> {
  const artifactsFile = join(run.dir, 'artifacts.json');
  const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8')) as Artifacts;
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  await writeFile(artifactsFile, JSON.stringify(artifacts));
  // Merged into the preset's throttling: only the CPU changes.
  const result = await lighthouse(undefined, {
    ...flags,
    auditMode: run.dir,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${run.route}: ${lhr?.runtimeError?.code ?? 'no result'}`);
  return pageRun(lhr, run.chromium);
}
