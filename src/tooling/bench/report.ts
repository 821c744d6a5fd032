/** The report of `npm run bench`: the figures, then one row per budget with what missed it. */
import type { MailFunctionBench } from '../../../netlify/bench/mail-function.ts';
import type { MailStoreBench } from '../../../netlify/bench/mail-store.ts';
import type { AudienceBench } from '../../../netlify/bench/audience.ts';
import { budgets } from './budgets.ts';
import { referenceBenchmarkIndex, referenceSlowdown, type CpuCalibration } from './calibration.ts';
import type { InteractionRow } from './interactions.ts';
import { categories, type PageRun } from './lighthouse.ts';
import { median } from './stats.ts';

export type PageResult = { route: string; runs: PageRun[] };
type Measured<T> = T | { error: string } | undefined;

export interface BenchResults {
  cpu: CpuCalibration;
  pages?: { floor: PageResult; routes: PageResult[] };
  interactions?: Measured<{ cpuSlowdown: number; rows: InteractionRow[] }>;
  mailFunction?: Measured<MailFunctionBench>;
  mailStore?: Measured<MailStoreBench>;
  audience?: Measured<AudienceBench>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const cls = (value: number) => (value < budgets.cls ? '0' : value.toFixed(3));
/** Each figure's own median over a page's runs. */
function medians({ runs }: PageResult) {
  const of = (pick: (run: PageRun) => number) => median(runs.map(pick));
  const figures = {
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    documentBytes: of((run) => run.documentBytes),
    jsGzipBytes: of((run) => run.jsGzipBytes),
  };
  return { scores: categories.map((id) => of((run) => run.scores[id])), ...figures };
}
const lcpRatio = (page: PageResult, floor: PageResult) => medians(page).lcpMs / medians(floor).lcpMs;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...row[column]!].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** One figure against its budget; `budget` groups the figures in the budgets table. */
type Check = { budget: string; limit: string; name: string; value: number; shown: string; ok: boolean };
type Unit = (value: number) => string;

function budgetChecks({ pages, interactions, mailFunction, mailStore, audience }: BenchResults): Check[] {
  const checks: Check[] = [];
  const add = (budget: string, limit: string, name: string, value: number, shown: string, ok: boolean) =>
    checks.push({ budget, limit, name, value, shown, ok });
  /** A figure that must stay at or under its limit, each shown with its unit. */
  const atMost = (budget: string, limit: number, unit: Unit, name: string, value: number, limitUnit = unit) =>
    add(budget, `<= ${limitUnit(limit)}`, name, value, unit(value), value <= limit);
  for (const page of pages?.routes ?? []) {
    const { scores, tbtMs, cls: shift, documentBytes, jsGzipBytes } = medians(page);
    for (const [i, score] of scores.entries()) {
      const name = `${page.route} ${categories[i]}`;
      add('Lighthouse scores', String(budgets.score), name, score, String(score), score >= budgets.score);
    }
    atMost('LCP / floor LCP', budgets.lcpRatio, (ratio) => ratio.toFixed(2), page.route, lcpRatio(page, pages!.floor));
    atMost('TBT', budgets.tbtMs, ms, page.route, tbtMs);
    add('CLS', '0', page.route, shift, cls(shift), shift < budgets.cls);
    atMost('first flight', budgets.firstFlightBytes, (value) => `${value} B`, page.route, documentBytes);
    atMost('first-load JS, gzip', budgets.firstLoadJsGzipBytes, kb, page.route, jsGzipBytes);
  }
  const inp = interactions && !('error' in interactions) ? interactions : { cpuSlowdown: 0, rows: [] };
  for (const row of inp.rows) {
    const name = `${row.label}, ${row.moment}, ${row.path}`;
    if (row.inpMs) atMost(`first interactions, INP (${inp.cpuSlowdown}x)`, budgets.inpMs, ms, name, row.inpMs.median);
    const failed = row.runs.filter((run) => 'error' in run).length;
    if (failed) add('first interactions work', 'every run', name, failed, `${failed} failed`, false);
  }
  const tenthsMs = (value: number) => `${value.toFixed(1)} ms`;
  if (mailFunction && !('error' in mailFunction))
    atMost('mail function, per message', budgets.mailMedianMs, tenthsMs, 'median', median(mailFunction.messagesMs), ms);
  if (audience && !('error' in audience)) {
    atMost('audience beacon', budgets.beaconMedianMs, tenthsMs, 'median', median(audience.beaconsMs), ms);
    const { sent, counted } = audience.load;
    add('audience beacons at once, counted', String(sent), 'load', counted, String(counted), counted === sent);
  }
  if (mailStore && !('error' in mailStore)) {
    const [fewest, most] = [median(mailStore[0]!.passesMs), median(mailStore.at(-1)!.passesMs)];
    atMost(`retry pass with ${mailStore.at(-1)!.kept} kept`, budgets.mailPassMs, ms, 'median', most);
    const times = (value: number) => `${value}x`;
    const growth = (value: number) => `${value.toFixed(2)}x`;
    atMost(
      `retry pass growth from ${mailStore[0]!.kept}`,
      budgets.mailPassGrowth,
      growth,
      'medians',
      most / fewest,
      times,
    );
  }
  return checks;
}

function pagesLines({ cpu, pages }: BenchResults): string[] {
  if (!pages) return [];
  const indexes = [pages.floor, ...pages.routes].flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
  const host = `benchmarkIndex during the runs ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))})`;
  const row = (page: PageResult, ratio: string) => {
    const m = medians(page);
    const bytes = [m.documentBytes, m.jsGzipBytes].map((value) => `${value} B`);
    return [page.route, ...m.scores.map(String), ms(m.lcpMs), ratio, ms(m.tbtMs), cls(m.cls), ...bytes];
  };
  const { lighthouse, chromium } = pages.floor.runs[0]!;
  const lab = `Lighthouse ${lighthouse}, Chromium ${chromium}, mobile, simulated throttling at ${cpu.slowdown}x CPU`;
  return [
    cpu.benchmarkIndex === null
      ? `${lab}, fixed; ${host} (${referenceSlowdown}x is meant for ${referenceBenchmarkIndex}: --calibrate)`
      : `${lab}: ${referenceSlowdown} x ${Math.round(cpu.benchmarkIndex)} / ${referenceBenchmarkIndex}, calibrated on the ${host}`,
    `Pages, medians of ${pages.floor.runs.length} runs:`,
    table([
      ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'LCP/floor', 'TBT', 'CLS', 'first flight', 'first-load JS, gzip'],
      row(pages.floor, '1.00'),
      ...pages.routes.map((page) => row(page, lcpRatio(page, pages.floor).toFixed(2))),
    ]),
  ];
}

/** A part's lines: none when it was not run, why when it could not be measured. */
const partLines = <T extends object>(name: string, part: Measured<T>, lines: (measured: T) => string[]): string[] =>
  !part ? [] : 'error' in part ? [`${name}: could not measure: ${part.error}`] : lines(part);

const interactionLines = ({ interactions }: BenchResults) =>
  partLines('First interactions', interactions, (interactions) => {
    const rows = interactions.rows.map((row) => {
      const running = row.runs.filter((run) => 'appAlreadyRunning' in run).length;
      return [
        row.label,
        row.moment,
        row.path,
        row.inpMs ? `${ms(row.inpMs.median)} (${row.inpMs.min}-${row.inpMs.max})` : '',
        running ? `${running} of ${row.runs.length}` : '',
      ];
    });
    const errors = new Set(
      interactions.rows.flatMap((row) =>
        row.runs.flatMap((run) => ('error' in run ? [`  ${row.label}, ${row.moment}, ${row.path}: ${run.error}`] : [])),
      ),
    );
    return [
      `First interactions on a phone at ${interactions.cpuSlowdown}x CPU, medians:`,
      table([['Interaction', 'moment', 'page', 'INP (min-max)', 'app already running'], ...rows]),
      ...(errors.size ? ['Runs whose interaction did not work:', ...errors] : []),
    ];
  });

const mailLines = ({ mailFunction, mailStore, audience }: BenchResults) => [
  ...partLines('Mail function', mailFunction, ({ messagesMs, zipBytes, bytes, files, coldStartsMs }) => [
    `Mail function: ${median(messagesMs).toFixed(1)} ms a message (${messagesMs.length} messages); packed ${kb(zipBytes)} zip, ${kb(bytes)} in ${files} files; cold start ${ms(median(coldStartsMs))}`,
  ]),
  ...partLines('Mail store', mailStore, (sizes) => {
    const rows = sizes.map(({ kept, passesMs, inbox }) => [
      String(kept),
      ms(median(passesMs)),
      typeof inbox === 'number' ? ms(inbox) : `failed: ${inbox}`,
    ]);
    return ['Mail store:', table([['kept', 'retry pass (median)', 'npm run inbox -- list'], ...rows])];
  }),
  ...partLines('Audience beacon', audience, ({ beaconsMs, load }) => [
    `Audience beacon: ${median(beaconsMs).toFixed(1)} ms a beacon (${beaconsMs.length} beacons); ${load.perSecond.toFixed(0)} beacons a second held in waves at once, ${load.counted} of ${load.sent} counted`,
  ]),
];

/** One row per budget: its limit, the range measured against it, and what missed it. */
function budgetsTable(checks: Check[]): string {
  const rows = [...new Set(checks.map((entry) => entry.budget))].map((budget) => {
    const group = checks.filter((entry) => entry.budget === budget).sort((a, b) => a.value - b.value);
    const [low, high] = [group[0]!.shown, group.at(-1)!.shown];
    // A few by name: the figures above show them all.
    const missed = group
      .filter((entry) => !entry.ok)
      .map((entry, i) => (i < 3 ? `${entry.name} ${entry.shown}` : '...'));
    return [
      budget,
      group[0]!.limit,
      low === high ? low : `${low} to ${high}`,
      missed.length ? `✗ ${missed.length} of ${group.length}: ${[...new Set(missed)].join('; ')}` : '✓',
    ];
  });
  const missed = checks.filter((entry) => !entry.ok).length;
  return `${table([['Budget (medians)', 'limit', 'measured', ''], ...rows])}\n${missed ? `✗ ${missed} of ${checks.length} budgets missed` : `✓ all ${checks.length} budgets met`}`;
}

export function printReport(results: BenchResults): void {
  const budgetLines = [budgetsTable(budgetChecks(results))];
  const sections = [pagesLines(results), interactionLines(results), mailLines(results), budgetLines];
  const texts = sections.filter((lines) => lines.length).map((lines) => lines.join('\n'));
  console.log(`\n${texts.join('\n\n')}`);
}
