/** minDelay, then 4×, 16×, … up to this. */
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

export function retryDelayMs(attempts: number, minDelayMs: number): number {
  return Math.min(minDelayMs * 4 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}
