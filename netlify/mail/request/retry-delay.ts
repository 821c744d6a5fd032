/** Retries of a transient failure wait minDelay, then 4×, 16×, … up to this. */
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** How long to wait after the `attempts`-th failed attempt of a message or an alert. */
export function retryDelayMs(attempts: number, minDelayMs: number): number {
  return Math.min(minDelayMs * 4 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}
