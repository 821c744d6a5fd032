/**
 * Every Blobs call of the mail API has a deadline: the client retries a failing store for half a
 * minute, and a visitor cannot wait. After a failure the instance leaves the store alone for a while,
 * so a request waits one deadline at most. A listing (the owner's side) fails alone and pauses nothing.
 */
/** A busy local store answers in a second or two: a call this slow has failed. */
const DEADLINE_MS = 3500;
const PAUSE_AFTER_FAILURE_MS = 5_000;

export class StoreUnavailable extends Error {
  constructor(operation: string, cause: unknown) {
    super(`store ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StoreUnavailable';
  }
}

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
