/** `npm run preview` started from a script, in its own process group, stopped with all it started. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { guardProcessGroup, releaseProcessGroup } from './orphan-guard.ts';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

// PORT picks another one, e.g. when a test run holds this one.
const preferredPort = Number(process.env.PORT ?? 8899);
const startTimeoutMs = 60_000;
const stopTimeoutMs = 5_000;

export interface RunningPreview {
  origin: string;
  stop(): Promise<void>;
}

/** `port` if nobody listens on it, else one the system picks (0): the page measured must be this build's. */
function freePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => (port === 0 ? reject(error) : resolve(freePort(0))));
    probe.listen(port, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : port));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Signals the whole group: npm, its shell and the server. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

class ExitedEarly extends Error {}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exited(child))
      throw new ExitedEarly(`npm run preview exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`npm run preview did not answer ${url} within ${startTimeoutMs / 1000} s`);
}

/** SIGTERM lets the preview stop its Netlify runtime; SIGKILL only if it hangs. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const gone = exited(child) ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Even when npm is gone, its children may still hold the port.
  signalGroup(child, 'SIGTERM');
  const timedOut = await Promise.race([gone.then(() => false), sleep(stopTimeoutMs).then(() => true)]);
  if (timedOut) signalGroup(child, 'SIGKILL');
  if (child.pid !== undefined) releaseProcessGroup(child.pid);
}

type PreviewOptions = { root?: string; env?: Record<string, string>; anyPort?: boolean };

/** Waits for /home; `root`: another copy of the project, `anyPort`: for previews side by side. */
export async function startPreview(options: PreviewOptions = {}): Promise<RunningPreview> {
  // The port the system picked is free once probed, not held: another process may bind it before
  // the preview does, which then exits at once. Another port then.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!options.anyPort || !(error instanceof ExitedEarly) || attempt === 3) throw error;
    }
  }
}

async function startOnce({ root = projectRoot, env = {}, anyPort = false }: PreviewOptions): Promise<RunningPreview> {
  const port = await freePort(anyPort ? 0 : preferredPort);
  const origin = `http://localhost:${port}`;
  const child = spawn('npm', ['run', 'preview'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (child.pid !== undefined) guardProcessGroup(child.pid);

  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopGroup(child));

  try {
    await waitUntilAnswering(`${origin}/home`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
