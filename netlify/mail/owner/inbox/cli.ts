/** `npm run inbox` in this process. */
import { runInbox } from './command.ts';

const { argv, env, stdout, stderr } = process;
process.exitCode = await runInbox(argv.slice(2), { cwd: process.cwd(), env, stdout, stderr });
