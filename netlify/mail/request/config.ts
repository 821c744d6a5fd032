/**
 * The mail API's settings, read on every request so a change needs no redeploy. Each is documented
 * in the README or netlify/mail/README.md (deploy-config.test.ts checks it).
 */
import { hkdfSync } from 'node:crypto';
import { publicKeyOf } from '../../../src/shared/mail-identifiers.ts';
import { count, keepDaysOf } from '../../../src/shared/mail-retention.ts';
import { clientsPerHour } from './daily-budget.ts';
import { DAY_MS } from './throttle-store.ts';
import { MailError } from './respond.ts';

const CHALLENGE_MODES = ['hold', 'require', 'off'] as const;

/** Described once, by what readMailConfig reads. */
export type MailConfig = ReturnType<typeof readMailConfig>;

type Env = Record<string, string | undefined>;

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const nonEmpty = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** Resend's test sender: no domain needed, and it delivers only to the Resend account's own address, the owner's. */
export const DEFAULT_MAIL_FROM = 'Portfolio <onboarding@resend.dev>';

/** So no other use of the Resend key derives the same bytes. */
const CHALLENGE_SECRET_INFO = 'portfolio mail challenge secret';

/** One fewer value to set, and nothing of the key can be learnt back from it. */
const challengeSecretFrom = (resendApiKey: string): string =>
  Buffer.from(hkdfSync('sha256', resendApiKey, '', CHALLENGE_SECRET_INFO, 32)).toString('hex');

/** The default when unset or unknown: a typo must not turn a protection off. */
function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  const value = values.find((candidate) => candidate === raw);
  if (value === undefined) {
    console.warn(`[mail] ${name}=${JSON.stringify(raw)} is not one of ${values.join(', ')}; using ${fallback}`);
    return fallback;
  }
  return value;
}

export function readMailConfig(env: Env = process.env) {
  const resendApiKey = nonEmpty(env.RESEND_API_KEY);
  const dailyLimit = count(env, 'MAIL_DAILY_LIMIT', 100);
  const keepDays = keepDaysOf(env);
  return {
    publicKey: publicKeyOf(env),
    privateKey: nonEmpty(env.MAIL_PRIVATE_KEY),
    allowedOrigins: list(env.MAIL_ALLOWED_ORIGINS).map((origin) => origin.replace(/\/+$/, '')),
    blockList: list(env.MAIL_BLOCK_LIST).map((entry) => entry.toLowerCase()),
    challenge: {
      mode: oneOf(env, 'MAIL_CHALLENGE', CHALLENGE_MODES, 'hold'),
      secret: nonEmpty(env.MAIL_CHALLENGE_SECRET) ?? (resendApiKey && challengeSecretFrom(resendApiKey)),
    },
    throttle: {
      perIp: count(env, 'MAIL_THROTTLE_PER_IP', 5),
      windowMs: count(env, 'MAIL_THROTTLE_WINDOW_S', 600) * 1000,
      keyIntervalMs: count(env, 'MAIL_THROTTLE_KEY_INTERVAL_MS', 1000),
      perClientDay: count(env, 'MAIL_DAILY_PER_CLIENT', 3),
      clientsPerHour: clientsPerHour(dailyLimit),
    },
    dailyLimit,
    resendApiKey,
    from: nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    to: nonEmpty(env.MAIL_TO),
    sendTimeoutMs: count(env, 'MAIL_SEND_TIMEOUT_MS', 10_000),
    retry: { minDelayMs: count(env, 'MAIL_RETRY_MIN_DELAY_S', 60) * 1000 },
    keep: { sent: keepDays.sent * DAY_MS, held: keepDays.held * DAY_MS, failed: keepDays.failed * DAY_MS },
    heldCap: { count: count(env, 'MAIL_HELD_MAX', 1000), bytes: count(env, 'MAIL_HELD_MAX_MB', 20) * 1024 * 1024 },
    attachments: {
      maxTotalBytes: count(env, 'MAIL_ATTACHMENTS_MAX_KB', 2048) * 1024,
      maxFiles: count(env, 'MAIL_ATTACHMENTS_MAX_FILES', 3),
    },
    devOutbox: env.MAIL_DEV_OUTBOX === 'true',
    resendWebhookSecret: nonEmpty(env.RESEND_WEBHOOK_SECRET),
    alert: { url: nonEmpty(env.MAIL_ALERT_URL), secret: nonEmpty(env.MAIL_ALERT_SECRET) },
    selfTest: oneOf(env, 'MAIL_SELF_TEST', ['on', 'off'], 'on') === 'on',
  };
}

export const notConfigured = (reason: string) =>
  new MailError(503, 'Mail sending is not configured on this server', reason);
