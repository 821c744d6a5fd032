/**
 * How many days the mail function keeps a message, by how it ended, as the settings say
 * (MAIL_KEEP_DAYS, MAIL_KEEP_HELD_DAYS, MAIL_KEEP_FAILED_DAYS). The function reads it to clean up,
 * the build for the pages that state it: one reading, the same defaults on both sides.
 */
import type { KeepDays } from '../content/legal.ts';

type Env = Record<string, string | undefined>;

/** A non-negative integer, or the default when unset or malformed (a typo must not disable a limit). */
export function count(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) {
    console.warn(`[mail] ${name}=${JSON.stringify(raw)} is not a non-negative integer; using ${fallback}`);
    return fallback;
  }
  return Number(raw);
}

export const keepDaysOf = (env: Env): KeepDays => ({
  sent: count(env, 'MAIL_KEEP_DAYS', 30),
  held: count(env, 'MAIL_KEEP_HELD_DAYS', 7),
  failed: count(env, 'MAIL_KEEP_FAILED_DAYS', 90),
});
