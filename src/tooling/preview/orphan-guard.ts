import { spawn, type ChildProcess } from 'node:child_process';

/*
 * The preview and each Chromium of the bench run in process groups of their own, so they outlive
 * the script that started them if it dies without cleaning up, killed or crashed. A tiny
 * watcher process holds a pipe from the script; when the pipe closes, however the script ended, it
 * stops the groups it was told about.
 */
const watcherSource = `
const groups = new Set();
let pending = '';
const signal = (name) => { for (const id of groups) { try { process.kill(-id, name); } catch {} } };
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (pending + chunk).split('\\n');
  pending = lines.pop();
  for (const line of lines) {
    const id = Number(line.slice(1));
    if (line[0] === '+') groups.add(id); else groups.delete(id);
  }
});
process.stdin.on('end', () => {
  if (groups.size === 0) process.exit(0);
  signal('SIGTERM');
  setTimeout(() => { signal('SIGKILL'); process.exit(0); }, 5000);
});
`;

let watcher: ChildProcess | undefined;

function send(line: string): void {
  watcher ??= spawn(process.execPath, ['-e', watcherSource], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  // The watcher must not keep the script alive, nor die with it on Ctrl-C (it has its own group).
  watcher.unref();
  watcher.stdin?.write(`${line}\n`);
}

/** Stop this process group (its leader's pid) if the script exits before releasing it. */
export function guardProcessGroup(pid: number): void {
  send(`+${pid}`);
}

/** The group was stopped in order: forget it. */
export function releaseProcessGroup(pid: number): void {
  send(`-${pid}`);
}
