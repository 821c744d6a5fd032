/** `npm run doctor [-- --json] [-- --offline]`; `--build`: as the production build runs it (README.md). */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { examine } from './doctor.ts';
import { LINK_TIMEOUT_MS } from './links.ts';
import { fails, humanReport, jsonReport } from './report.ts';

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
const run = { build: values.build === true, strict: process.env.DOCTOR === 'strict' };
const links = values.offline
  ? { skipped: '--offline' }
  : run.build
    ? { skipped: 'not in the build' }
    : { timeoutMs: LINK_TIMEOUT_MS };

const report = await examine({ root: path.resolve(import.meta.dirname, '../../..'), links });
console.log(values.json ? jsonReport(report) : humanReport(report, run));
process.exitCode = fails(report, run) ? 1 : 0;
