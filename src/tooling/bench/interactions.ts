/**
 * Responsiveness of each page's first interactions (interaction-scenarios.ts), in Chromium on a
 * phone (Lighthouse's moto g power) at a CPU slowdown, each in a fresh browser context, in every
 * language, at two moments: before the app has started, and once it runs. Each run gives two
 * figures: INP as web-vitals computes it from Event Timing (inp.ts), and the visible response, from
 * the input's timeStamp to the first animation frame that shows what the interaction is for
 * (interaction-probe.ts). A run whose interaction did not work is an error, never a figure.
 *
 * `npx tsx src/tooling/bench/interactions.ts [--build] [--runs N] [--cpu-slowdown N] [--only ids]`
 * serves dist/ with its own preview and prints the table; --build first builds it as the bench does
 * (the form sends only from a build with the mail client's settings); --only measures the
 * interactions named (their ids, comma-separated: burger,tab). `npm run bench` includes it.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { pagePath } from '../../content/pages.ts';
import { publishedLanguages, type Lang } from '../../content/languages.ts';
import { CHALLENGE_PATH } from '../../shared/challenge.ts';
import { SEND_FORM_PATH } from '../../shared/emailjs-wire.ts';
import { newVisitorAddress } from '../../e2e/visitor-address.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.ts';
import { buildSite } from './build.ts';
import { interactionToNextPaint, type EventEntry } from './inp.ts';
import { armName, probeScript, reportName, type ProbeReport } from './interaction-probe.ts';
import { interactions, type Interaction } from './interaction-scenarios.ts';
import { interactionLines } from './report.ts';
import { startPreview } from './serve.ts';
import { median } from './stats.ts';

/** Lighthouse's mobile preset: the moto g power's screen, at its CPU slowdown by default. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const defaultCpuSlowdown = 4;

export const moments = ['before the app', 'app running'] as const;
export type Moment = (typeof moments)[number];

/** How long the app may take to start, and a response to come (the app may start first). */
const APP_START_MS = 15_000;
const RESPONSE_MS = 20_000;
/** Event Timing reports an interaction after its next paint; a page that went away never does. */
const ENTRIES_MS = 3_000;
const MORE_ENTRIES_MS = 500;

export type RunOutcome =
  /** `inpMs` null: the page reported no entry (it was replaced before its next paint). */
  | { inpMs: number | null; responseMs: number; input: string; appAtInput: string | null }
  | { appAlreadyRunning: true }
  | { error: string };

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface InteractionRow {
  interaction: string;
  label: string;
  moment: Moment;
  lang: Lang;
  path: string;
  runs: RunOutcome[];
  /** Over the measured runs; null when none was. */
  inpMs: Spread | null;
  responseMs: Spread | null;
}

export interface InteractionBench {
  cpuSlowdown: number;
  runsPerInteraction: number;
  rows: InteractionRow[];
}

function spread(values: number[]): Spread | null {
  return values.length ? { median: median(values), min: Math.min(...values), max: Math.max(...values) } : null;
}

const measured = (runs: RunOutcome[]) => runs.filter((run): run is Extract<RunOutcome, { responseMs: number }> => 'responseMs' in run);

/** What the probe reports, with waits for the next report of a kind. */
class Reports {
  readonly entries: EventEntry[] = [];
  private input?: Extract<ProbeReport, { kind: 'input' }>;
  private shown?: Extract<ProbeReport, { kind: 'shown' }>;
  private waiting = new Set<() => void>();

  get inputType(): string | undefined {
    return this.input?.type;
  }

  add(report: ProbeReport): void {
    if (report.kind === 'events') this.entries.push(...report.entries);
    else if (report.kind === 'input') this.input ??= report;
    else this.shown ??= report;
    for (const wake of this.waiting) wake();
  }

  /** Resolves with `pick()` once it is defined, or with undefined after `timeoutMs`. */
  async until<T>(pick: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (pick() === undefined && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiting.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, deadline - Date.now());
        this.waiting.add(wake);
      });
    }
    return pick();
  }

  response(timeoutMs: number) {
    return this.until(() => (this.input && this.shown ? { input: this.input, shown: this.shown } : undefined), timeoutMs);
  }

  entrySince(at: number, timeoutMs: number) {
    return this.until(() => this.entries.find((entry) => entry.start >= at - 1), timeoutMs);
  }
}

/** Leads the page to the moment: the app not started (null when it already has), or started by a pointer over the page. */
async function reachMoment(page: Page, moment: Moment): Promise<RunOutcome | null> {
  const app = page.locator('html[data-app="ready"]');
  if (moment === 'before the app') return (await app.count()) ? { appAlreadyRunning: true } : null;
  await page.mouse.move(phone.viewport.width / 2, phone.viewport.height / 2);
  try {
    await app.waitFor({ state: 'attached', timeout: APP_START_MS });
  } catch {
    return { error: `the app did not start within ${APP_START_MS / 1000} s of a pointer over the page` };
  }
  return null;
}

async function measureOnce(browser: Browser, origin: string, interaction: Interaction, moment: Moment, lang: Lang, cpuSlowdown: number): Promise<RunOutcome> {
  // A visitor of its own for each run: the mail API throttles sends per address.
  const context = await browser.newContext({ ...phone, colorScheme: 'light', extraHTTPHeaders: { 'X-Forwarded-For': newVisitorAddress() } });
  try {
    const reports = new Reports();
    await context.exposeFunction(reportName, (report: ProbeReport) => reports.add(report));
    await context.addInitScript({ content: probeScript(interaction.respondsWith(lang)) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${origin}${pagePath(interaction.page, lang)}`, { waitUntil: 'load' });

    const notThere = await reachMoment(page, moment);
    if (notThere) return notThere;
    await interaction.prepare?.(page, lang);
    await page.evaluate(`window.${armName}()`);
    await interaction.act(page, lang);

    const response = await reports.response(RESPONSE_MS);
    if (!response) return { error: `no response within ${RESPONSE_MS / 1000} s of the ${reports.inputType ?? 'input (which never reached the page)'}` };
    await interaction.verify(page, lang);
    const { input, shown } = response;
    if (moment === 'before the app' && input.app === 'ready') return { appAlreadyRunning: true };

    if (await reports.entrySince(input.at, ENTRIES_MS)) await new Promise((resolve) => setTimeout(resolve, MORE_ENTRIES_MS));
    return {
      inpMs: interactionToNextPaint(reports.entries, input.at),
      responseMs: Math.round(shown.at - input.at),
      input: input.type,
      appAtInput: input.app,
    };
  } catch (error) {
    return { error: (error instanceof Error ? error.message : String(error)).split('\n')[0]! };
  } finally {
    await context.close();
  }
}

/** The mail API's functions are bundled on their first call: not inside a measured send. */
async function warmUpTheMailApi(origin: string): Promise<void> {
  const headers = { 'X-Forwarded-For': newVisitorAddress() };
  await fetch(`${origin}${CHALLENGE_PATH}`, { headers });
  await fetch(`${origin}${SEND_FORM_PATH}`, { method: 'POST', headers, body: new URLSearchParams() });
}

export async function benchInteractions(
  origin: string,
  { runs, cpuSlowdown, only = interactions }: { runs: number; cpuSlowdown: number; only?: Interaction[] },
): Promise<InteractionBench> {
  await warmUpTheMailApi(origin);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const rows: InteractionRow[] = only.flatMap((interaction) =>
    moments.flatMap((moment) =>
      publishedLanguages.map((lang) => ({
        interaction: interaction.id,
        label: interaction.label,
        moment,
        lang,
        path: pagePath(interaction.page, lang),
        runs: [] as RunOutcome[],
        inpMs: null,
        responseMs: null,
      })),
    ),
  );
  try {
    // Round after round, so that the host's load of a moment spreads over every row.
    for (let run = 1; run <= runs; run++) {
      for (const row of rows) {
        const interaction = interactions.find((candidate) => candidate.id === row.interaction)!;
        const outcome = await measureOnce(browser, origin, interaction, row.moment, row.lang, cpuSlowdown);
        row.runs.push(outcome);
        console.log(`[bench] ${row.label}, ${row.moment}, ${row.path} (${cpuSlowdown}x CPU) run ${run}/${runs}: ${describeOutcome(outcome)}`);
      }
    }
  } finally {
    await browser.close();
  }
  for (const row of rows) {
    const done = measured(row.runs);
    row.inpMs = spread(done.flatMap((run) => (run.inpMs === null ? [] : [run.inpMs])));
    row.responseMs = spread(done.map((run) => run.responseMs));
  }
  return { cpuSlowdown, runsPerInteraction: runs, rows };
}

function describeOutcome(outcome: RunOutcome): string {
  if ('error' in outcome) return `error: ${outcome.error}`;
  if ('appAlreadyRunning' in outcome) return 'app already running';
  const inp = outcome.inpMs === null ? 'no Event Timing entry' : `${outcome.inpMs} ms`;
  return `INP ${inp}, visible response ${outcome.responseMs} ms (${outcome.input}, app ${outcome.appAtInput ?? 'not started'})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      'cpu-slowdown': { type: 'string', default: String(defaultCpuSlowdown) },
      only: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const cpuSlowdown = Number(values['cpu-slowdown']);
  const ids = values.only?.split(',') ?? interactions.map((interaction) => interaction.id);
  const only = interactions.filter((interaction) => ids.includes(interaction.id));
  if (!Number.isInteger(runs) || runs < 1 || !(cpuSlowdown >= 1) || only.length !== ids.length) {
    console.error(
      `--runs must be a positive integer, --cpu-slowdown a number >= 1, --only ids among ${interactions.map((interaction) => interaction.id).join(',')}`,
    );
    process.exit(2);
  }
  if (values.build) await buildSite();
  const preview = await startPreview();
  try {
    console.log(`\n${interactionLines(await benchInteractions(preview.origin, { runs, cpuSlowdown, only }))}`);
  } finally {
    await preview.stop();
  }
}
