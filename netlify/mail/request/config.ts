/**
 * The mail API's settings, read from the environment on every request so a changed variable
 * takes effect without a redeploy and tests can set their own. Every variable is documented in the
 * README (Configuration) or in netlify/mail/README.md (deploy-config.test.ts checks it).
 */
import { hkdfSync } from 'node:crypto';
import { publicKeyOf } from '../../../src/shared/mail-identifiers.ts';
import { count, keepDaysOf } from '../../../src/shared/mail-retention.ts';
import { clientsPerHour } from './daily-budget.ts';
import { MailError } from './respond.ts';

/** What a message without a valid proof-of-work solution gets (MAIL_CHALLENGE). */
export type ChallengeMode = 'hold' | 'require' | 'off';
const CHALLENGE_MODES: readonly ChallengeMode[] = ['hold', 'require', 'off'];

export type MailConfig = {
  /** Must equal the `user_id` sent by clients: MAIL_PUBLIC_KEY, or the default the pages send too. */
  publicKey: string;
  /** Lets non-browser callers in through `accessToken`. */
  privateKey: string | undefined;
  /** Cross-origin callers allowed besides the site's own origin. */
  allowedOrigins: string[];
  blockList: string[];
  /** The proof of work: the secret that signs challenges (MAIL_CHALLENGE_SECRET, else derived from the Resend key), and what a message without a solution gets. */
  challenge: { mode: ChallengeMode; secret: string | undefined };
  /** Per client, sends per window (else 429); per key, one send per interval; per client and per sender, mailed messages per UTC day, and clients mailed per hour (else held). */
  throttle: { perIp: number; windowMs: number; keyIntervalMs: number; perClientDay: number; clientsPerHour: number };
  /** Sends to Resend per UTC day (its quota); past it, messages wait for the next day. 0: no limit. */
  dailyLimit: number;
  resendApiKey: string | undefined;
  /** The sender: MAIL_FROM, else Resend's test sender. */
  from: string;
  to: string | undefined;
  sendTimeoutMs: number;
  /** Keep, then deliver: how retries of transient failures are spaced and when they stop. */
  retry: { minDelayMs: number; maxAgeMs: number };
  /** How long messages that ended in each state are kept, from their arrival, before the clean-up deletes them. */
  keep: { sent: number; held: number; failed: number };
  /** Held messages kept whole (but their files) up to this many, or these bytes; past either, only their metadata. */
  heldCap: { count: number; bytes: number };
  /** What send-form accepts as file parts. */
  attachments: { maxTotalBytes: number; maxFiles: number; types: string[] };
  /** Local development only: keep messages in the dev outbox instead of sending them. */
  devOutbox: boolean;
  /** Verifies Resend's webhooks (the delivery status); without it the webhook endpoint answers 503. */
  resendWebhookSecret: string | undefined;
  /** Where the owner is alerted (ntfy, Discord, Slack or any URL), and what signs the generic payload; no URL, no alerts. */
  alert: { url: string | undefined; secret: string | undefined };
  /** The daily self-test of the mail path (../owner/self-test.ts); MAIL_SELF_TEST=off turns it off. */
  selfTest: boolean;
};

type Env = Record<string, string | undefined>;

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** Documents and pictures; `type/*` allows a whole family. */
export const DEFAULT_ATTACHMENT_TYPES = 'application/pdf,image/png,image/jpeg,image/gif,image/webp,text/plain';

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const nonEmpty = (value: string | undefined): string | undefined => value?.trim() || undefined;

/**
 * Resend's shared test sender: it needs no domain of one's own, and delivers only to the address
 * of the Resend account whose key sends, which is the owner's own inbox. Another recipient needs
 * MAIL_FROM on a domain verified in Resend.
 */
export const DEFAULT_MAIL_FROM = 'Portfolio <onboarding@resend.dev>';

/** Names what the derived secret is for, so no other use of the Resend key can derive the same bytes. */
const CHALLENGE_SECRET_INFO = 'portfolio mail challenge secret';

/**
 * A secret of the site's own for the proof-of-work challenges, derived from the Resend key (HKDF,
 * SHA-256): one fewer value to set, and nothing of the key can be learnt back from it. Changing
 * the key changes it, which only voids the challenges of the past few minutes.
 */
const challengeSecretFrom = (resendApiKey: string): string =>
  Buffer.from(hkdfSync('sha256', resendApiKey, '', CHALLENGE_SECRET_INFO, 32)).toString('hex');

/** One of `values`, or the default when unset or unknown (a typo must not turn a protection off). */
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

export function readMailConfig(env: Env = process.env): MailConfig {
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
    retry: {
      minDelayMs: count(env, 'MAIL_RETRY_MIN_DELAY_S', 60) * 1000,
      maxAgeMs: count(env, 'MAIL_RETRY_MAX_AGE_H', 72) * HOUR_MS,
    },
    keep: {
      sent: keepDays.sent * DAY_MS,
      held: keepDays.held * DAY_MS,
      failed: keepDays.failed * DAY_MS,
    },
    heldCap: { count: count(env, 'MAIL_HELD_MAX', 1000), bytes: count(env, 'MAIL_HELD_MAX_MB', 20) * 1024 * 1024 },
    attachments: {
      maxTotalBytes: count(env, 'MAIL_ATTACHMENTS_MAX_KB', 2048) * 1024,
      maxFiles: count(env, 'MAIL_ATTACHMENTS_MAX_FILES', 3),
      types: list(env.MAIL_ATTACHMENTS_TYPES ?? DEFAULT_ATTACHMENT_TYPES).map((type) => type.toLowerCase()),
    },
    devOutbox: env.MAIL_DEV_OUTBOX === 'true',
    resendWebhookSecret: nonEmpty(env.RESEND_WEBHOOK_SECRET),
    alert: { url: nonEmpty(env.MAIL_ALERT_URL), secret: nonEmpty(env.MAIL_ALERT_SECRET) },
    selfTest: oneOf(env, 'MAIL_SELF_TEST', ['on', 'off'], 'on') === 'on',
  };
}

/** The owner has not finished the setup: nothing can be sent, say so plainly. */
export const notConfigured = (reason: string) =>
  new MailError(503, 'Mail sending is not configured on this server', reason);
