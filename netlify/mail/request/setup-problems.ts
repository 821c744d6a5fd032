/**
 * A broken setup fails every visitor until the owner fixes it, so the owner is told at the first
 * refusal it causes, not at the next scheduled pass: one alert per cause and UTC day (the alert's
 * id, ./alerts/alert.ts), whatever a bot sends. The causes: a setting the function needs is
 * missing, Resend refuses the key or the sender, and the site's own pages send a public key unlike
 * MAIL_PUBLIC_KEY (the key changed without a redeploy), which a script can claim, so it is told
 * as ./key-refusals.ts says. Refusals are also counted per cause and day for
 * the owner's health view (./health/health-store.ts); an instance saves its count at its first
 * refusal of the day and then once a minute at most, so a flood costs a few writes.
 * Nothing here runs for a well-configured site, and nothing here throws.
 */
import { dayKey } from './alerts/alert.ts';
import { raiseAlert } from './alerts/raise.ts';
import { BoundedMap } from './bounded-map.ts';
import type { MailConfig } from './config.ts';
import type { CallerOrigin } from './cors.ts';
import { blobsHealthStore, type HealthStore } from './health/health-store.ts';
import { forgetKeyRefusals, noteKeyRefusal } from './key-refusals.ts';
import { MailError } from './respond.ts';

export type SetupCause = 'public-key' | 'setting-missing' | 'resend-key' | 'resend-sender';
export type SetupProblem = { cause: SetupCause; detail: string };
export type RefusalCounts = Record<string, number>;

/** What a message kept for a missing setting is answered: a 503, as EmailJS answers a service it cannot use, saying the message is safe. */
export const KEPT_UNTIL_CONFIGURED = 'Mail sending is not configured on this server; the message is kept and will be sent once it is';

/**
 * The settings without which nothing can be sent: a deploy needs RESEND_API_KEY and MAIL_TO (the
 * sender has a default); the local dev outbox needs neither.
 */
export function missingDeliverySettings(config: MailConfig): string[] {
  if (config.devOutbox && !config.resendApiKey) return [];
  return [!config.resendApiKey && 'RESEND_API_KEY', !config.to && 'MAIL_TO'].filter((name): name is string => name !== false);
}

/** Every setting missing now: the delivery's, and the challenge secret when the proof of work is on. */
export function setupProblems(config: MailConfig): SetupProblem[] {
  const missing = missingDeliverySettings(config);
  if (config.challenge.mode !== 'off' && !config.challenge.secret) missing.push('MAIL_CHALLENGE_SECRET');
  return missing.map((name) => ({ cause: 'setting-missing', detail: name }));
}

/**
 * Runs the identifiers' check; when it refuses the key the site's own pages (same origin) sent,
 * the pages may have been built with another MAIL_PUBLIC_KEY: the refusal is counted, and the
 * owner told once clients agree (./key-refusals.ts). Another origin's wrong key is its own mistake.
 */
export async function tellingOwnerOfKey<T>(check: () => T, caller: CallerOrigin, requestUrl: string, ip: string | undefined, expected: string): Promise<T> {
  try {
    return check();
  } catch (error) {
    const ownPages = caller.kind === 'browser' && caller.origin === new URL(requestUrl).origin;
    if (ownPages && error instanceof MailError && error.reason === 'wrong public key') {
      const now = Date.now();
      await countRefusal('public-key', now);
      await noteKeyRefusal(ip, expected, now);
    }
    throw error;
  }
}

/** Setting problems have one alert per setting and day; the others one per cause and day. */
const alertDay = ({ cause, detail }: SetupProblem, now: number) => (cause === 'setting-missing' ? `${dayKey(now)}-${detail}` : dayKey(now));

/** Tells the owner, once per cause and day. */
export async function alertSetupProblem(problem: SetupProblem, now = Date.now()): Promise<void> {
  await raiseAlert({ cause: problem.cause, detail: problem.detail, day: alertDay(problem, now) }, now).catch(() => {});
}

/** How often an instance saves the refusals it counted. */
const SAVE_EVERY_MS = 60_000;
const unsaved = new BoundedMap<string, { count: number; savedAt: number }>(100);

export const refusalsKey = (day: string) => `refusals/${day}`;

async function addRefusals(store: HealthStore, day: string, cause: SetupCause, count: number): Promise<void> {
  for (let race = 0; race < 5; race++) {
    const read = await store.read<RefusalCounts>(refusalsKey(day));
    const counts = { ...read?.value, [cause]: (read?.value[cause] ?? 0) + count };
    if (await store.write(refusalsKey(day), counts, read?.etag ?? null)) return;
  }
}

/** Counts a refusal for the health view. */
async function countRefusal(cause: SetupCause, now: number, store: HealthStore = blobsHealthStore()): Promise<void> {
  const day = dayKey(now);
  const id = `${day} ${cause}`;
  const tally = unsaved.get(id) ?? { count: 0, savedAt: -Infinity };
  tally.count++;
  unsaved.set(id, tally);
  if (now - tally.savedAt >= SAVE_EVERY_MS) {
    const { count } = tally;
    Object.assign(tally, { count: 0, savedAt: now });
    await addRefusals(store, day, cause, count).catch((error: unknown) => {
      tally.count += count;
      console.error(JSON.stringify({ event: 'mail-setup', error: String(error) }));
    });
  }
}

/** A request refused (or kept unsent) for a broken setup: counted, and told to the owner. */
export async function noteSetupRefusal(problem: SetupProblem, now = Date.now(), store: HealthStore = blobsHealthStore()): Promise<void> {
  await countRefusal(problem.cause, now, store);
  await alertSetupProblem(problem, now);
}

/** A new instance's state: tests start each case with it. */
export function forgetSetupRefusals(): void {
  unsaved.clear();
  forgetKeyRefusals();
}
