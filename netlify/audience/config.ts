/** The audience settings, read from the environment on every request (documented in ./README.md). */

export type AudienceConfig = {
  /** STATS=off: nothing is counted. */
  counting: boolean;
  /** STATS_MAIL=off: no 'who read you' mail. */
  mail: boolean;
  /** STATS_KEEP_MONTHS (default 25, the most the exemption from consent allows): days older are deleted. */
  keepMonths: number;
};

const MAX_KEEP_MONTHS = 25;

export function readAudienceConfig(env: Record<string, string | undefined> = process.env): AudienceConfig {
  const months = Number(env.STATS_KEEP_MONTHS);
  return {
    counting: env.STATS !== 'off',
    mail: env.STATS_MAIL !== 'off',
    keepMonths: Number.isInteger(months) && months > 0 ? Math.min(months, MAX_KEEP_MONTHS) : MAX_KEEP_MONTHS,
  };
}
