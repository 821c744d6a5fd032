import { EmailJSResponseStatus } from './response-status.ts';
import type { LimitRate, StorageProvider } from './types.ts';
import { validateLimitRate } from './validation.ts';

/**
 * True when the last send with this id (default: the page's path) was less than `throttle` ms ago.
 * Otherwise records now, before the request, so a failed send also uses up the window (as EmailJS does).
 * Off when `throttle` is 0 or unset, or when no storage is available.
 */
export async function isLimitRateHit({ id, throttle }: LimitRate, storage: StorageProvider | undefined): Promise<boolean> {
  if (!throttle || !storage) return false;
  validateLimitRate(throttle, id);
  const key = id || location.pathname;
  const lastSend = Number((await storage.get(key)) || 0);
  if (throttle - (Date.now() - lastSend) > 0) return true;
  await storage.set(key, Date.now().toString());
  return false;
}

/** Refuses the send with 429 when the rate limit is hit. */
export async function guardLimitRate(limitRate: LimitRate, storage: StorageProvider | undefined): Promise<void> {
  if (await isLimitRateHit(limitRate, storage)) throw new EmailJSResponseStatus(429, 'Too Many Requests');
}
