/**
 * `npm run check:netlify-cli`: Netlify's own CLI serves the site as our commands do. It starts
 * `netlify dev`, then `netlify serve --context dev` (offline, edge functions off: they need Deno
 * from the network), and on each: the pages load, with the built CSP only on the build; three
 * different messages, a double submit and a retry pass answer 200. The CLI is not a dependency
 * (about 330 MB): without `netlify` on PATH the check says so and exits 0. NETLIFY_CHECK_PORT
 * (default 8890) and the next port are used.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { contactMessage } from '../../../mocks/contact-message.ts';
import { LIB_VERSION, SEND_PATH } from '../../shared/emailjs-wire.ts';

const port = Number(process.env.NETLIFY_CHECK_PORT ?? 8890);
const site = `http://localhost:${port}`;
const OFFLINE = ['--offline', '--internal-disable-edge-functions', '--port', String(port)];
const failures: string[] = [];

function expectThat(ok: boolean, what: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

function start(args: string[]): ChildProcess {
  const child = spawn('netlify', args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, BROWSER: 'none' } });
  child.stdout?.on('data', () => {});
  child.stderr?.on('data', () => {});
  return child;
}

const stop = (child: ChildProcess) => child.pid && process.kill(-child.pid, 'SIGTERM');

async function waitFor(url: string, seconds: number) {
  for (let i = 0; i < seconds; i++) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const send = (subject: string) =>
  fetch(`${site}${SEND_PATH}`, {
    method: 'POST',
    headers: { Origin: site, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      lib_version: LIB_VERSION,
      user_id: 'pk_dev_portfolio',
      service_id: 'service_portfolio',
      template_id: 'template_contact',
      template_params: { ...contactMessage(), subject },
    }),
  });

async function checkMail(label: string) {
  const run = Date.now();
  const statuses = [];
  for (const n of [1, 2, 3]) statuses.push((await send(`Check ${run} ${n}`)).status);
  expectThat(statuses.every((status) => status === 200), `${label}: three different messages answer 200 (${statuses.join(', ')})`);
  const twin = (await send(`Check ${run} 3`)).status;
  expectThat(twin === 200, `${label}: a double submit answers 200 (${twin})`);
  const retry = await fetch(`${site}/.netlify/functions/mail-retry`, { method: 'POST' });
  const pass = await retry.text();
  expectThat(retry.status === 200 && !pass.includes('"error"'), `${label}: the retry pass runs (${retry.status})`);
}

async function checkDev() {
  const dev = start(['dev', ...OFFLINE, '--target-port', String(port + 1), '--command', `vite --strictPort --port ${port + 1}`]);
  try {
    await waitFor(`${site}/home`, 90);
    const page = await fetch(`${site}/en/contact`);
    expectThat(page.status === 200 && !page.redirected, `netlify dev: /en/contact is the dev page (${page.status}, ${page.url})`);
    const client = await fetch(`${site}/@vite/client`);
    expectThat(!client.headers.has('content-security-policy'), "netlify dev: Vite's modules come without the build's CSP");
    await checkMail('netlify dev');
  } finally {
    stop(dev);
  }
}

async function checkServe() {
  const serve = start(['serve', '--context', 'dev', ...OFFLINE]);
  try {
    await waitFor(`${site}/home`, 240);
    const page = await fetch(`${site}/home`);
    expectThat(page.headers.get('content-security-policy')?.includes("'sha256-") === true, 'netlify serve: the built pages come with their CSP');
    await checkMail('netlify serve');
  } finally {
    stop(serve);
  }
}

if (spawnSync('netlify', ['--version']).error) {
  console.log('check:netlify-cli skipped: no `netlify` on PATH (npm i -g netlify-cli, or put a local install first on PATH).');
  process.exit(0);
}
await checkDev();
await checkServe();
console.log(failures.length === 0 ? 'Netlify CLI: every check passed' : `Netlify CLI: ${failures.length} check(s) failed`);
process.exit(failures.length === 0 ? 0 : 1);
