/**
 * A broken setup (../request/setup.ts) fails every visitor, so the owner is told at its first
 * refusal: one alert per cause and UTC day, whatever a bot sends (the pages' key as ./key-refusals.ts
 * says). Refusals are counted per cause and day for the health view, saved at an instance's first of
 * the day and then once a minute at most. Nothing here runs for a well-configured site.
 */
import { raiseAlert } from './alerts/raise.ts';
import { BoundedMap } from '../request/bounded-map.ts';
import { blobsHealthStore, type HealthStore } from './health-store.ts';
import { updateWithRetry } from '../request/store-call.ts';
import { forgetKeyRefusals, noteKeyRefusal } from './key-refusals.ts';
import type { SetupCause, SetupProblem } from '../request/setup.ts';
import { dayKey } from '../request/daily-budget.ts';

export type RefusalCounts = Record<string, number>;

export async function noteOwnPagesKeyRefusal(ip: string | undefined, expected: string, now: number): Promise<void> {
  await countRefusal('public-key', now);
  await noteKeyRefusal(ip, expected, now);
}

/** One alert per setting and day; the other causes one per day. */
const alertDay = ({ cause, detail }: SetupProblem, now: number) =>
  cause === 'setting-missing' ? `${dayKey(now)}-${detail}` : dayKey(now);

export async function alertSetupProblem(problem: SetupProblem, now = Date.now()): Promise<void> {
  await raiseAlert({ cause: problem.cause, detail: problem.detail, day: alertDay(problem, now) }, now).catch(() => {});
}

const SAVE_EVERY_MS = 60_000;
const unsaved = new BoundedMap<string, { count: number; savedAt: number }>(100);

export const refusalsKey = (day: string) => `refusals/${day}`;

async function addRefusals(store: HealthStore, day: string, cause: SetupCause, count: number): Promise<void> {
  const add = (counts?: RefusalCounts) => ({
    value: { ...counts, [cause]: (counts?.[cause] ?? 0) + count },
    answer: 0,
  });
  await updateWithRetry(store.entry<RefusalCounts>(refusalsKey(day)), add, 5);
}

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
