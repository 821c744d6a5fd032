/** `npm run links` (./links-command.ts) in this process. */
import { runLinks } from './links-command.ts';

process.exitCode = await runLinks(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
