/**
 * A second `npm run preview` of the suite's build with settings of its own, for tests that need a
 * mail API configured unlike the suite's (the challenge on, a small daily limit, a deploy's bare
 * settings) or take its Resend, store or alerts down. It serves from a copy of the project, so its
 * local stores (`.netlify/`) are its own: the inbox read there shows only what these tests sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { inboxOutput } from '../../netlify/mail/testing/inbox-run.ts';
import { startPreview } from '../tooling/preview/start.ts';
import { fakeResendOf, type FakeResend } from './fake-resend-of.ts';
import { copyForPreview } from './project-copy.ts';
import { EVERY_MESSAGE_AT_ONCE, MAIL_DELIVERY } from './servers.ts';

export type OwnPreview = {
  origin: string;
  /** The copy of the project it serves: its local stores are under `.netlify/blobs-serve`. */
  root: string;
  /** The fake Resend as its Resend key sees it: its mails, its mode, its alerts. */
  resend: FakeResend;
  /** `npm run -s inbox -- ...args` in the copy: its stdout. */
  inbox(...args: string[]): Promise<string>;
  /** Stops it and serves the same copy again, its stores as they are, with `env` in place of the env it was started with. */
  restart(env: Record<string, string>): Promise<OwnPreview>;
  stop(): Promise<void>;
};

/** A copy of the project in a folder of its own (./project-copy.ts). */
const ownCopy = async () => copyForPreview(await mkdtemp(join(tmpdir(), 'own-preview-')));

/** `settings` turns the env a preview is started or restarted with into the one it runs with. */
async function serve(
  root: string,
  env: Record<string, string>,
  settings: (env: Record<string, string>) => Record<string, string>,
): Promise<OwnPreview> {
  const own = settings(env);
  const preview = await startPreview({ root, env: own, anyPort: true });
  return {
    origin: preview.origin,
    root,
    resend: fakeResendOf(own.RESEND_API_KEY ?? ''),
    inbox: (...args) => inboxOutput(root, ...args),
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

/**
 * The suite's build, served with the suite's mail settings and `env` over them, and a Resend key of
 * its own: what it sends and how its Resend fails are its own at the fake Resend, and with
 * `alerting` its alerts too, sent to the fake's receiver.
 */
export async function startOwnPreview(env: Record<string, string>, { alerting = false } = {}): Promise<OwnPreview> {
  const resend = fakeResendOf(`re_fake_${randomBytes(4).toString('hex')}`);
  const mailEnv = { ...MAIL_DELIVERY, ...resend.env, ...(alerting ? resend.alertEnv : {}) };
  return serve(await ownCopy(), env, (own) => ({ ...mailEnv, ...own }));
}

/**
 * The test function of a file whose tests share one preview of their own: started with `env` (as
 * startOwnPreview) once per worker, the `preview` fixture, and the tests' `baseURL`.
 */
function withOwnPreview(env: Record<string, string>, options: { alerting?: boolean } = {}) {
  return base.extend<{ preview: OwnPreview }, { workerPreview: OwnPreview }>({
    workerPreview: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none.
      async ({}, provide) => {
        const preview = await startOwnPreview(env, options);
        await provide(preview);
        await preview.stop();
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    preview: async ({ workerPreview }, provide) => provide(workerPreview),
    baseURL: async ({ workerPreview }, provide) => provide(workerPreview.origin),
  });
}

/**
 * The suite's build as Netlify serves a deploy of it: the functions given `env` alone, without
 * netlify.toml's dev context, which Netlify never applies to a deploy (it is left out of the copy).
 */
export async function startDeployedPreview(env: Record<string, string>): Promise<OwnPreview> {
  const root = await ownCopy();
  try {
    const toml = join(root, 'netlify.toml');
    const [before, devContext = ''] = (await readFile(toml, 'utf8')).split('\n[context.dev.environment]\n');
    const nextSection = devContext.search(/^\[/m);
    await writeFile(toml, `${before}\n${nextSection < 0 ? '' : devContext.slice(nextSection)}`);
    return await serve(root, env, (own) => own);
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The test function of the mail API's own tests (mail-api.spec.ts, delivery-status.spec.ts): one
 * preview a worker with the suite's settings, alerting the fake's receiver. They take its Resend and
 * its alert receiver down and set them up again before each test.
 */
export const test = withOwnPreview(EVERY_MESSAGE_AT_ONCE, { alerting: true });
