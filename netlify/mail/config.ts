/**
 * The mail API's settings, read from the environment on every request so a changed variable
 * takes effect without a redeploy and tests can set their own. Every variable is documented in the
 * README (Configuration) and in netlify.toml.
 */
import { MailError } from './respond.ts';
export type MailConfig = {
  /** Must equal the `user_id` sent by clients; without it the API answers 503. */
  publicKey: string | undefined;
  /** Lets non-browser callers in through `accessToken`. */
  privateKey: string | undefined;
  /** Cross-origin callers allowed besides the site's own origin. */
  allowedOrigins: string[];
  blockList: string[];
  blockListVariable: string;
  throttle: { perIp: number; windowMs: number; keyIntervalMs: number };
  resendApiKey: string | undefined;
  from: string | undefined;
  to: string | undefined;
  sendTimeoutMs: number;
  /** Keep, then deliver: how retries of transient failures are spaced and when they stop. */
  retry: { minDelayMs: number; maxAgeMs: number };
  /** How long delivered messages are kept before the daily cleanup deletes them. */
  keepSentMs: number;
  /** What send-form accepts as file parts. */
  attachments: { maxTotalBytes: number; maxFiles: number; types: string[] };
  /** Local development only: keep messages in the dev outbox instead of sending them. */
  devOutbox: boolean;
};

type Env = Record<string, string | undefined>;

const HOUR_MS = 60 * 60 * 1000;
/** Documents and pictures; `type/*` allows a whole family. */
export const DEFAULT_ATTACHMENT_TYPES = 'application/pdf,image/png,image/jpeg,image/gif,image/webp,text/plain';

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const nonEmpty = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** A non-negative integer, or the default when unset or malformed (a typo must not disable a limit). */
function count(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) {
    console.warn(`[mail] ${name}=${JSON.stringify(raw)} is not a non-negative integer; using ${fallback}`);
    return fallback;
  }
  return Number(raw);
}

export function readMailConfig(env: Env = process.env): MailConfig {
  return {
    publicKey: nonEmpty(env.MAIL_PUBLIC_KEY),
    privateKey: nonEmpty(env.MAIL_PRIVATE_KEY),
    allowedOrigins: list(env.MAIL_ALLOWED_ORIGINS).map((origin) => origin.replace(/\/+$/, '')),
    blockList: list(env.MAIL_BLOCK_LIST).map((entry) => entry.toLowerCase()),
    blockListVariable: nonEmpty(env.MAIL_BLOCK_LIST_VARIABLE) ?? 'email',
    throttle: {
      perIp: count(env, 'MAIL_THROTTLE_PER_IP', 5),
      windowMs: count(env, 'MAIL_THROTTLE_WINDOW_S', 600) * 1000,
      keyIntervalMs: count(env, 'MAIL_THROTTLE_KEY_INTERVAL_MS', 1000),
    },
    resendApiKey: nonEmpty(env.RESEND_API_KEY),
    from: nonEmpty(env.MAIL_FROM),
    to: nonEmpty(env.MAIL_TO),
    sendTimeoutMs: count(env, 'MAIL_SEND_TIMEOUT_MS', 10_000),
    retry: {
      minDelayMs: count(env, 'MAIL_RETRY_MIN_DELAY_S', 60) * 1000,
      maxAgeMs: count(env, 'MAIL_RETRY_MAX_AGE_H', 72) * HOUR_MS,
    },
    keepSentMs: count(env, 'MAIL_KEEP_DAYS', 30) * 24 * HOUR_MS,
    attachments: {
      maxTotalBytes: count(env, 'MAIL_ATTACHMENTS_MAX_KB', 2048) * 1024,
      maxFiles: count(env, 'MAIL_ATTACHMENTS_MAX_FILES', 3),
      types: list(env.MAIL_ATTACHMENTS_TYPES ?? DEFAULT_ATTACHMENT_TYPES).map((type) => type.toLowerCase()),
    },
    devOutbox: env.MAIL_DEV_OUTBOX === 'true',
  };
}

/** The owner has not finished the setup: nothing can be sent, say so plainly. */
export const notConfigured = (reason: string) =>
  new MailError(503, 'Mail sending is not configured on this server', reason);

export function requirePublicKey(config: MailConfig): string {
  if (!config.publicKey) throw notConfigured('no MAIL_PUBLIC_KEY');
  return config.publicKey;
}
