import { killAll, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.ts';
import { longestTaskAfterPaint, type LongestTask } from './main-thread.ts';
import { guardProcessGroup, releaseProcessGroup } from './orphan-guard.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];

export interface LighthouseRun {
  lhr: Result;
  /** The full version: the user agent in the result carries a reduced one (156.0.0.0). */
  chromium: string;
  /** From the run's trace: the page's own work apart from the host's load (bench/main-thread.ts). */
  longestTask: LongestTask;
}

async function browserVersion(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  const { Browser } = (await response.json()) as { Browser?: string };
  return Browser?.split('/')[1] ?? 'unknown';
}

export interface RunOptions {
  /**
   * Lighthouse's cpuSlowdownMultiplier, in place of the mobile preset's 4x: the bench calibrates it
   * to the host (bench/calibration.ts).
   */
  cpuSlowdown: number;
  /** The performance category only (the low-end phone and the calibration runs): faster. */
  performanceOnly?: boolean;
  /** The system colour scheme the page sees (prefers-color-scheme), so each theme is measured. */
  colorScheme: 'light' | 'dark';
}

// Blink's own setting: 0 is dark, 1 light (headless Chromium is light by default).
const colorSchemeFlag = (scheme: RunOptions['colorScheme']) => `--blink-settings=preferredColorScheme=${scheme === 'dark' ? 0 : 1}`;

/**
 * One Lighthouse run in a fresh Chromium (fresh profile, empty cache), so runs do not warm each
 * other up: the mobile preset with simulated throttling, at the given CPU slowdown.
 */
export async function runLighthouse(url: string, { cpuSlowdown, performanceOnly = false, colorScheme }: RunOptions): Promise<LighthouseRun> {
  // handleSIGINT off: the bench stops the preview itself before exiting on Ctrl-C.
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: [...chromeFlags, colorSchemeFlag(colorScheme)],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  // chrome-launcher starts Chromium as the leader of its own process group.
  guardProcessGroup(chrome.pid);
  try {
    const chromium = await browserVersion(chrome.port);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: performanceOnly ? ['performance'] : [...categories],
      // Merged into the preset's throttling: only the CPU changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { lhr, chromium, longestTask: longestTaskAfterPaint(artifacts.Trace.traceEvents) };
  } finally {
    chrome.kill();
    releaseProcessGroup(chrome.pid);
  }
}

/** On Ctrl-C: the run's Chromium is in its own process group and would outlive the bench. */
export function stopAllChromium(): void {
  killAll();
}
