/** `npm run inbox` (./command.ts) in this process: its arguments, working directory, environment and streams. */
import { runInbox } from './command.ts';

process.exitCode = await runInbox(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
