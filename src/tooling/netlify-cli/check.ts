/**
 * `npm run check:netlify-cli`: Netlify's own CLI serves the site as our commands do. It starts
 * `netlify serve --context dev`, which builds, then `netlify dev` beside the dist/ that build left
 * (both offline, edge functions off: they need Deno from the network). On the build: the built CSP
 * and the redirects of dist/_redirects. On `netlify dev`: pages opened in Chromium are Vite's, with
 * its dev policy, and run without a CSP violation. On each: three different messages, a double
 * submit and a retry pass answer 200. The CLI is not a dependency (about 330 MB): without `netlify`
 * on PATH the check says so and exits 0. NETLIFY_CHECK_PORT (default 8890) and the next port are used.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.ts';
import { contactMessage } from '../../../mocks/contact-message.ts';
import { LIB_VERSION, SEND_PATH } from '../../shared/emailjs-wire.ts';
import { DEFAULT_PUBLIC_KEY, SERVICE_ID, TEMPLATE_ID } from '../../shared/mail-identifiers.ts';

const port = Number(process.env.NETLIFY_CHECK_PORT ?? 8890);
const site = `http://localhost:${port}`;
const OFFLINE = ['--offline', '--internal-disable-edge-functions', '--port', String(port)];
const failures: string[] = [];

function expectThat(ok: boolean, what: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

function start(args: string[]): ChildProcess {
  const child = spawn('netlify', args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, BROWSER: 'none' },
  });
  child.stdout?.on('data', () => {});
  child.stderr?.on('data', () => {});
  return child;
}

/** Stops the command and its children, and waits until it is gone, so the next one gets the port. */
async function stop(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

async function waitFor(url: string, seconds: number) {
  for (let i = 0; i < seconds; i++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
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
      user_id: DEFAULT_PUBLIC_KEY,
      service_id: SERVICE_ID,
      template_id: TEMPLATE_ID,
      template_params: { ...contactMessage(), subject },
    }),
  });

async function checkMail(label: string) {
  const run = Date.now();
  const statuses = [];
  for (const n of [1, 2, 3]) statuses.push((await send(`Check ${run} ${n}`)).status);
  expectThat(
    statuses.every((status) => status === 200),
    `${label}: three different messages answer 200 (${statuses.join(', ')})`,
  );
  const twin = (await send(`Check ${run} 3`)).status;
  expectThat(twin === 200, `${label}: a double submit answers 200 (${twin})`);
  const retry = await fetch(`${site}/.netlify/functions/mail-retry`, { method: 'POST' });
  const pass = await retry.text();
  expectThat(retry.status === 200 && !pass.includes('"error"'), `${label}: the retry pass runs (${retry.status})`);
}

/** Opens each page in Chromium: it must be Vite's own, rendered, with no CSP violation. */
async function checkDevPages(paths: string[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      const response = await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
      const fromVite = (await response?.text())?.includes('/@vite/client') === true;
      const heading = await page
        .locator('h1')
        .first()
        .textContent({ timeout: 10_000 })
        .catch(() => null);
      const where = new URL(page.url()).pathname;
      expectThat(
        response?.status() === 200 && where === path && fromVite && Boolean(heading) && violations.length === 0,
        `netlify dev: ${path} is Vite's page and renders (${response?.status()}, at ${where}, heading ${JSON.stringify(heading)}, ${violations.length} CSP violation(s))`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

async function checkDev() {
  expectThat(
    existsSync('dist/_headers') && existsSync('dist/_redirects'),
    "netlify dev: a build's dist/_headers and dist/_redirects are present",
  );
  const dev = start([
    'dev',
    ...OFFLINE,
    '--target-port',
    String(port + 1),
    '--command',
    `vite --strictPort --port ${port + 1}`,
  ]);
  try {
    await waitFor(`${site}/home`, 90);
    await checkDevPages(['/home', '/en/contact', '/en/experience']);
    await checkMail('netlify dev');
  } finally {
    await stop(dev);
  }
}

const statusOf = async (path: string) => {
  const response = await fetch(`${site}${path}`, { redirect: 'manual' });
  return `${response.status} ${response.headers.get('location') ?? ''}`.trim();
};

async function checkServe() {
  const serve = start(['serve', '--context', 'dev', ...OFFLINE]);
  try {
    await waitFor(`${site}/home`, 240);
    const page = await fetch(`${site}/en/contact`, { redirect: 'manual' });
    expectThat(
      page.status === 200 && page.headers.get('content-security-policy')?.includes("'sha256-") === true,
      `netlify serve: /en/contact is the built page, with its CSP (${page.status})`,
    );
    const root = await statusOf('/');
    expectThat(root === '301 /home', `netlify serve: / redirects to /home (${root})`);
    const unknown = await statusOf('/no/such/page');
    expectThat(unknown === '200', `netlify serve: an unknown path gets the app shell (${unknown})`);
    await checkMail('netlify serve');
  } finally {
    await stop(serve);
  }
}

if (spawnSync('netlify', ['--version']).error) {
  console.log(
    'check:netlify-cli skipped: no `netlify` on PATH (npm i -g netlify-cli, or put a local install first on PATH).',
  );
  process.exit(0);
}
// The build of `netlify serve` leaves the dist/ that `netlify dev` must ignore.
await checkServe();
await checkDev();
console.log(
  failures.length === 0 ? 'Netlify CLI: every check passed' : `Netlify CLI: ${failures.length} check(s) failed`,
);
process.exit(failures.length === 0 ? 0 : 1);
