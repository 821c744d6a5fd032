/** The doctor's report, for people (one line per finding, then a summary) or for scripts (JSON), and its exit code. */
import type { Report } from './doctor.ts';
import { count, findingLine } from './finding.ts';

/** How the doctor was run: `build`, by the production build, where errors fail only when `strict` (DOCTOR=strict). */
export type Run = { build: boolean; strict: boolean };

export const fails = (report: Report, { build, strict }: Run) =>
  count(report.findings, 'error') > 0 && (!build || strict);

const totals = ({ findings }: Report) => ({ errors: count(findings, 'error'), warnings: count(findings, 'warning') });

function summary(report: Report, run: Run): string {
  const { errors, warnings } = totals(report);
  const links =
    'checked' in report.links ? `${report.links.checked} links checked` : `links not checked (${report.links.skipped})`;
  const line = `doctor: ${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}; ${links}`;
  return errors && run.build && !run.strict
    ? `${line}. The deploy goes on: DOCTOR=strict in the site's environment variables stops it on errors.`
    : line;
}

export const humanReport = (report: Report, run: Run) =>
  [...report.findings.map(findingLine), summary(report, run)].join('\n');

export const jsonReport = ({ links, findings }: Report) =>
  JSON.stringify({ ...totals({ links, findings }), links, findings }, null, 2);
