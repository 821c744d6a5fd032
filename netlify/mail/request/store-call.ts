/**
 * Every call of the mail API to Netlify Blobs goes through `callStore`. The Blobs client retries a
 * failing store for about half a minute, and a visitor cannot wait that long: each call has a
 * deadline, and past it (or on any failure) the store counts as unavailable. After a failure the
 * instance stops calling the store for a while, so a request made while the store is down waits
 * for one deadline at most, not one per call; each caller then degrades in its own way. A listing
 * (the owner's side only: passes, clean-ups, the inbox) may be slow on a big store without the
 * store being down: its failure is its caller's alone, and pauses nothing.
 */

/** Stores answer in milliseconds, a busy local one in a second or two: a call this slow has failed. */
const DEADLINE_MS = 3500;
/** How long the instance leaves the store alone after a failure. */
const PAUSE_AFTER_FAILURE_MS = 5_000;

export class StoreUnavailable extends Error {
  constructor(operation: string, cause: unknown) {
    super(`store ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StoreUnavailable';
  }
}

/** Until when (performance.now()) this instance does not call the store. */
let pausedUntil = 0;

/** Past `ms` the call counts as failed (it may still finish in the background). */
export async function withDeadline<T>(task: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([task, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export async function callStore<T>(
  operation: string,
  call: () => Promise<T>,
  { pausesOthers = true } = {},
): Promise<T> {
  if (performance.now() < pausedUntil)
    throw new StoreUnavailable(operation, 'the store failed less than 5 s ago; not called');
  try {
    return await withDeadline(call(), DEADLINE_MS);
  } catch (error) {
    if (pausesOthers) pausedUntil = performance.now() + PAUSE_AFTER_FAILURE_MS;
    throw new StoreUnavailable(operation, error);
  }
}

/** A new instance's state: tests start each case with it. */
export function forgetStoreFailures(): void {
  pausedUntil = 0;
}
