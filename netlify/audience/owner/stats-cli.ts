/** `npm run stats` (./stats-command.ts) in this process. */
import { runStats } from './stats-command.ts';

process.exitCode = await runStats(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
