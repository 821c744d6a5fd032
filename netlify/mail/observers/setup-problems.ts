/**
 * A broken setup fails every visitor until the owner fixes it, so the owner is told at the first
 * refusal it causes, not at the next scheduled pass: one alert per cause and UTC day (the alert's
 * id, ./alerts/alert.ts), whatever a bot sends. The causes (../request/setup.ts): a setting the
 * function needs is missing, Resend refuses the key or the sender, and the site's own pages send a
 * public key unlike MAIL_PUBLIC_KEY (the key changed without a redeploy), which a script can claim,
 * so it is told as ./key-refusals.ts says. Refusals are also counted per cause and day for
 * the owner's health view (./health-store.ts); an instance saves its count at its first
 * refusal of the day and then once a minute at most, so a flood costs a few writes.
 * Nothing here runs for a well-configured site, and nothing here throws.
 */
import { raiseAlert } from './alerts/raise.ts';
import { BoundedMap } from '../request/bounded-map.ts';
import { blobsHealthStore, type HealthStore } from './health-store.ts';
import { forgetKeyRefusals, noteKeyRefusal } from './key-refusals.ts';
import type { SetupCause, SetupProblem } from '../request/setup.ts';
import { dayKey } from '../request/daily-budget.ts';

export type RefusalCounts = Record<string, number>;

/** The site's own pages sent a key unlike MAIL_PUBLIC_KEY (../request/identifiers.ts tellingOwnerOfKey): counted, and told once clients agree (./key-refusals.ts). */
export async function noteOwnPagesKeyRefusal(ip: string | undefined, expected: string, now: number): Promise<void> {
  await countRefusal('public-key', now);
  await noteKeyRefusal(ip, expected, now);
}

/** Setting problems have one alert per setting and day; the others one per cause and day. */
const alertDay = ({ cause, detail }: SetupProblem, now: number) =>
  cause === 'setting-missing' ? `${dayKey(now)}-${detail}` : dayKey(now);

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
export async function noteSetupRefusal(
  problem: SetupProblem,
  now = Date.now(),
  store: HealthStore = blobsHealthStore(),
): Promise<void> {
  await countRefusal(problem.cause, now, store);
  await alertSetupProblem(problem, now);
}

/** A new instance's state: tests start each case with it. */
export function forgetSetupRefusals(): void {
  unsaved.clear();
  forgetKeyRefusals();
}
