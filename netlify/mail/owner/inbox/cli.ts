/** `npm run inbox` in this process. */
import { runInbox } from './command.ts';

process.exitCode = await runInbox(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
