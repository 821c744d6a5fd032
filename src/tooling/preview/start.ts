/**
 * `npm run preview` started from a script, for the bench and the browser tests that need a preview of
 * their own: in its own process group, on a free port, stopped with everything it started.
 */
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

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** A port nobody listens on, so the page we measure is this build's and not another server's. */
async function choosePort(anyPort: boolean): Promise<number> {
  return !anyPort && (await portIsFree(preferredPort)) ? preferredPort : anyFreePort();
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Signals the whole group: npm, its shell and the server are separate processes. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exited(child))
      throw new Error(`npm run preview exited (${child.exitCode ?? child.signalCode}) before answering`);
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

/**
 * Starts `npm run preview` (dist/ and the functions) in its own process group and waits for /home.
 * `root` serves another copy of the project (its own local stores), `env` adds settings, and
 * `anyPort` takes a free port the system picks, for previews started side by side.
 */
export async function startPreview({
  root = projectRoot,
  env = {},
  anyPort = false,
}: { root?: string; env?: Record<string, string>; anyPort?: boolean } = {}): Promise<RunningPreview> {
  const port = await choosePort(anyPort);
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
