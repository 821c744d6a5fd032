/**
 * INP of each page's first interactions (scenarios.ts) on a phone: Playwright drives Chromium as
 * Lighthouse's moto g power with the CPU really slowed (`Emulation.setCPUThrottlingRate`), each run
 * in a fresh context, in every language, before the app has started and once it runs. A run whose
 * interaction did not do its work is an error, never a figure.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from '@playwright/test';
import { publishedLanguages, type Lang } from '../../content/languages.ts';
import { pagePath } from '../../content/pages.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.ts';
import { interactionToNextPaint, type EventEntry } from './inp.ts';
import { interactions, type Interaction } from './scenarios.ts';
import { median } from './stats.ts';

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const moments = ['before the app', 'app running'] as const;
const APP_START_MS = 15_000;
/** Event Timing reports an interaction after its next paint (a page replaced before it never does), then the next keys'. */
const [ENTRIES_MS, MORE_ENTRIES_MS] = [3_000, 500];

/** `inpMs` null: the page reported no entry (it was replaced before its next paint). */
export type RunOutcome = { inpMs: number | null } | { appAlreadyRunning: true } | { error: string };

export interface InteractionRow {
  label: string;
  moment: (typeof moments)[number];
  path: string;
  runs: RunOutcome[];
  /** Over the runs with an entry; null when none had. */
  inpMs: { median: number; min: number; max: number } | null;
}

/**
 * Runs in every document before the page's scripts: reports the Event Timing entries of
 * interactions as web-vitals observes them (16 ms and more, buffered), the last ones as the page goes.
 */
const reporter = '__benchEventTiming';
const eventTimingScript = `{
  const report = (entries) => {
    const timed = entries.filter((entry) => entry.interactionId > 0).map((entry) => ({ name: entry.name, interactionId: entry.interactionId,
      document: performance.timeOrigin, start: performance.timeOrigin + entry.startTime, duration: entry.duration }));
    if (timed.length) window.${reporter}(timed);
  };
  const observer = new PerformanceObserver((list) => report(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pagehide', () => report(observer.takeRecords()));
}`;

async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  moment: InteractionRow['moment'],
  lang: Lang,
  cpuSlowdown: number,
): Promise<RunOutcome> {
  const context = await browser.newContext({ ...phone, colorScheme: 'light' });
  try {
    const entries: EventEntry[] = [];
    await context.exposeFunction(reporter, (timed: EventEntry[]) => void entries.push(...timed));
    await context.addInitScript({ content: eventTimingScript });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${origin}${pagePath(interaction.page, lang)}`, { waitUntil: 'load' });
    const app = page.locator('html[data-app="ready"]');
    if (moment === 'app running') {
      // A pointer over the page is a first intent: the app starts.
      await page.mouse.move(phone.viewport.width / 2, phone.viewport.height / 2);
      await app.waitFor({ state: 'attached', timeout: APP_START_MS });
    }
    await interaction.prepare?.(page, lang);
    if (moment === 'before the app' && (await app.count())) return { appAlreadyRunning: true };
    // On the clock every document shares, as the entries are.
    const since = await page.evaluate(() => performance.timeOrigin + performance.now());
    await interaction.act(page, lang);
    await interaction.verify(page, lang);
    for (let waited = 0; waited < ENTRIES_MS && !entries.some((entry) => entry.start >= since - 1); waited += 50)
      await sleep(50);
    await sleep(MORE_ENTRIES_MS);
    return { inpMs: interactionToNextPaint(entries, since) };
  } catch (error) {
    return { error: (error instanceof Error ? error.message : String(error)).split('\n')[0]! };
  } finally {
    await context.close();
  }
}

export async function benchInteractions(origin: string, runs: number, cpuSlowdown: number): Promise<InteractionRow[]> {
  const cases = interactions.flatMap((interaction) =>
    moments.flatMap((moment) => publishedLanguages.map((lang) => ({ interaction, moment, lang }))),
  );
  const rows: InteractionRow[] = cases.map(({ interaction, moment, lang }) => ({
    label: interaction.label,
    moment,
    path: pagePath(interaction.page, lang),
    runs: [],
    inpMs: null,
  }));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    // Round after round, so that the host's load of a moment spreads over every row.
    for (let run = 1; run <= runs; run++) {
      for (const [i, { interaction, moment, lang }] of cases.entries()) {
        const row = rows[i]!;
        row.runs.push(await measureOnce(browser, origin, interaction, moment, lang, cpuSlowdown));
        console.log(
          `[bench] ${row.label}, ${moment}, ${row.path} (${cpuSlowdown}x CPU) run ${run}/${runs}: ${JSON.stringify(row.runs.at(-1))}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  for (const row of rows) {
    const inps = row.runs.flatMap((run) => ('inpMs' in run && run.inpMs !== null ? [run.inpMs] : []));
    row.inpMs = inps.length ? { median: median(inps), min: Math.min(...inps), max: Math.max(...inps) } : null;
  }
  return rows;
}
