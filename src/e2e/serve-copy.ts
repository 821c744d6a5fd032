/**
 * `node src/e2e/serve-copy.ts preview|dev [args…]`: `npm run preview` or `npm run dev -- args…`,
 * as the browser tests start them, in a fresh copy of the project (./servers.ts, suiteCopies). The
 * copy goes once its server has stopped, not under it: a running `npm run dev` watches its files.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { copyForDev, copyForPreview } from './project-copy.ts';
import { suiteCopies } from './servers.ts';

const [script, ...args] = process.argv.slice(2);
if (script !== 'preview' && script !== 'dev') throw new Error(`serve-copy: preview or dev, not ${script}`);

const root = await (script === 'dev' ? copyForDev : copyForPreview)(suiteCopies[script]);
const server = spawn('npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', async (code, signal) => {
  // Retried: a server's last children may still be writing to its .netlify/ as npm exits.
  await rm(root, { recursive: true, force: true, maxRetries: 10 });
  process.exit(code ?? (signal ? 1 : 0));
});
