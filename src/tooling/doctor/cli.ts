/** `npm run doctor [-- --json] [-- --offline]`; `--build`: as the production build runs it (README.md). */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { examine } from './doctor.ts';
import { count, findingLine } from './finding.ts';
import { LINK_TIMEOUT_MS } from './links.ts';

function readArguments() {
  try {
    return parseArgs({
      options: { json: { type: 'boolean' }, offline: { type: 'boolean' }, build: { type: 'boolean' } },
    }).values;
  } catch (unknown) {
    console.error(`${(unknown as Error).message}. Usage: npm run doctor [-- --json] [-- --offline]`);
    process.exit(2);
  }
}

const values = readArguments();
// As the production build runs it, errors stop the deploy only with DOCTOR=strict.
const run = { build: values.build === true, strict: process.env.DOCTOR === 'strict' };
const links = values.offline
  ? { skipped: '--offline' }
  : run.build
    ? { skipped: 'not in the build' }
    : { timeoutMs: LINK_TIMEOUT_MS };

const report = await examine({ root: path.resolve(import.meta.dirname, '../../..'), links });
const [errors, warnings] = [count(report.findings, 'error'), count(report.findings, 'warning')];

function summary(): string {
  const checked =
    'checked' in report.links ? `${report.links.checked} links checked` : `links not checked (${report.links.skipped})`;
  const line = `doctor: ${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}; ${checked}`;
  return errors && run.build && !run.strict
    ? `${line}. The deploy goes on: DOCTOR=strict in the site's environment variables stops it on errors.`
    : line;
}

console.log(
  values.json
    ? JSON.stringify({ errors, warnings, links: report.links, findings: report.findings }, null, 2)
    : [...report.findings.map(findingLine), summary()].join('\n'),
);
process.exitCode = errors > 0 && (!run.build || run.strict) ? 1 : 0;
