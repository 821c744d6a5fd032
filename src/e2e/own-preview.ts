/**
 * A second `npm run preview` with settings of its own, for tests that need a mail API configured
 * unlike the suite's (the challenge on, a small daily limit, a deploy's bare settings). It serves
 * from a copy of the project, so its local stores (`.netlify/`) are its own: the inbox read there
 * shows only what these tests sent.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startPreview } from '../tooling/preview/start.ts';
import { fakeResendURL } from './servers.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const TSX = createRequire(import.meta.url).resolve('tsx/cli');
const run = promisify(execFile);

/** As the suite's preview sends: through Resend's SDK to the fake, retries at once. */
const MAIL_ENV = {
  RESEND_API_KEY: 're_fake_for_tests',
  RESEND_BASE_URL: fakeResendURL,
  MAIL_FROM: 'Portfolio <portfolio@example.com>',
  MAIL_TO: 'owner@example.com',
  MAIL_RETRY_MIN_DELAY_S: '0',
  MAIL_SEND_TIMEOUT_MS: '8000',
};

/** What the functions run from; a build also reads the entry page, the Vite config and the mocks' import. */
const SOURCES = ['package.json', 'netlify.toml', 'netlify', 'src'];
const BUILD_SOURCES = ['index.html', 'vite.config.ts', 'tsconfig.json', 'mocks'];

export type OwnPreview = {
  origin: string;
  /** The copy of the project it serves: its local stores are under `.netlify/blobs-serve`. */
  root: string;
  /** `npm run -s inbox -- ...args` in the copy: its stdout. */
  inbox(...args: string[]): Promise<string>;
  /** Stops it and serves the same copy again, its stores as they are, with `env` in place of the env it was started with. */
  restart(env: Record<string, string>): Promise<OwnPreview>;
  stop(): Promise<void>;
};

/** A copy of the project: the functions' bundler follows real paths, so sources are copied and the rest linked. */
async function copyProject(copied: string[], linked: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'own-preview-'));
  for (const entry of copied) await cp(join(projectRoot, entry), join(root, entry), { recursive: true });
  for (const entry of linked) await symlink(join(projectRoot, entry), join(root, entry));
  return root;
}

/** `settings` turns the env a preview is started or restarted with into the one it runs with. */
async function serve(root: string, env: Record<string, string>, settings: (env: Record<string, string>) => Record<string, string>): Promise<OwnPreview> {
  const preview = await startPreview({ root, env: settings(env) });
  return {
    origin: preview.origin,
    root,
    async inbox(...args) {
      const { stdout } = await run(process.execPath, [TSX, 'netlify/mail/owner/inbox/cli.ts', ...args], { cwd: root });
      return stdout;
    },
    async restart(next) {
      await preview.stop();
      return serve(root, next, settings);
    },
    async stop() {
      await preview.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The suite's build, served with the suite's mail settings and `env` over them. */
export async function startOwnPreview(env: Record<string, string>): Promise<OwnPreview> {
  return serve(await copyProject(SOURCES, ['node_modules', 'dist']), env, (own) => ({ ...MAIL_ENV, ...own }));
}

const isMailSetting = (name: string) => /^(VITE_)?MAIL_|^RESEND_/.test(name);

/**
 * A site as Netlify builds and runs it: `npm run build` in the production context with no mail
 * setting at all (CONTEXT and URL as Netlify sets them), then the functions with `env` alone:
 * netlify.toml's dev context, which Netlify never applies to a deploy, is left out of the copy.
 */
export async function startDeployedPreview(env: Record<string, string>): Promise<OwnPreview> {
  const root = await copyProject([...SOURCES, ...BUILD_SOURCES], ['node_modules']);
  try {
    const toml = join(root, 'netlify.toml');
    const [before, devContext = ''] = (await readFile(toml, 'utf8')).split('\n[context.dev.environment]\n');
    const nextSection = devContext.search(/^\[/m);
    await writeFile(toml, `${before}\n${nextSection < 0 ? '' : devContext.slice(nextSection)}`);
    const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !isMailSetting(name)));
    const deployEnv = { ...buildEnv, CONTEXT: 'production', URL: 'https://portfolio.example' };
    await run('npm', ['run', 'build'], { cwd: root, env: deployEnv, maxBuffer: 64 * 1024 * 1024 });
    return await serve(root, env, (own) => own);
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
