/**
 * A second `npm run preview` with settings of its own, for tests that need a mail API configured
 * unlike the suite's (the challenge on, a small daily limit). It serves the same build from a
 * copy of the project, so its local stores (`.netlify/`) are its own: the inbox read there shows
 * only what these tests sent.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startPreview } from '../tooling/bench/serve.ts';
import { fakeResendURL } from './servers.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const TSX = createRequire(import.meta.url).resolve('tsx/cli');

/** As the suite's preview sends: through Resend's SDK to the fake, retries at once. */
const MAIL_ENV = {
  RESEND_API_KEY: 're_fake_for_tests',
  RESEND_BASE_URL: fakeResendURL,
  MAIL_FROM: 'Portfolio <portfolio@example.com>',
  MAIL_TO: 'owner@example.com',
  MAIL_RETRY_MIN_DELAY_S: '0',
  MAIL_SEND_TIMEOUT_MS: '8000',
};

export type OwnPreview = {
  origin: string;
  /** `npm run -s inbox -- ...args` in the copy: its stdout. */
  inbox(...args: string[]): Promise<string>;
  stop(): Promise<void>;
};

export async function startOwnPreview(env: Record<string, string>): Promise<OwnPreview> {
  const root = await mkdtemp(join(tmpdir(), 'own-preview-'));
  // The functions' bundler follows real paths: the sources are copied, the build and the packages linked.
  for (const entry of ['package.json', 'netlify.toml', 'netlify', 'src']) await cp(join(projectRoot, entry), join(root, entry), { recursive: true });
  for (const entry of ['node_modules', 'dist']) await symlink(join(projectRoot, entry), join(root, entry));
  const preview = await startPreview({ root, env: { ...MAIL_ENV, ...env } });
  return {
    origin: preview.origin,
    async inbox(...args) {
      const { stdout } = await promisify(execFile)(process.execPath, [TSX, 'netlify/mail/inbox/cli.ts', ...args], { cwd: root });
      return stdout;
    },
    async stop() {
      await preview.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
