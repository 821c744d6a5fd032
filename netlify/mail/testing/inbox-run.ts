/** `npm run inbox` as tests run it: in the test's process, its output kept. */
import { Writable } from 'node:stream';
import { runInbox } from '../owner/inbox/command.ts';

export type InboxRun = { code: number; stdout: string; stderr: string };

/** A stream that keeps what is written to it. */
function collector() {
  let text = '';
  const stream = new Writable({
    decodeStrings: false,
    write(chunk: string, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { stream, text: () => text };
}

/** `npm run inbox -- ...args` in the project at `cwd`, with `env` as its environment. */
export async function inboxRun(cwd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<InboxRun> {
  const [stdout, stderr] = [collector(), collector()];
  const code = await runInbox(args, { cwd, env, stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** Its stdout, as `npm run -s inbox -- ...args` prints it; a failure throws with what it said. */
export async function inboxOutput(cwd: string, ...args: string[]): Promise<string> {
  const { code, stdout, stderr } = await inboxRun(cwd, args);
  if (code !== 0) throw new Error(`npm run inbox -- ${args.join(' ')}: exit ${code}\n${stderr}`);
  return stdout;
}
