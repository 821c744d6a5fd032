/**
 * Every Blobs call of the mail API has a deadline: the client retries a failing store for half a
 * minute, and a visitor cannot wait. After a failure the instance leaves the store alone for a while,
 * so a request waits one deadline at most. A listing (the owner's side) fails alone and pauses nothing.
 */
import type { Store } from '@netlify/blobs';

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

export type Versioned<T> = { value: T; etag: string };

/**
 * Netlify's own CLI gives reads no ETag (netlify/primitives#772): such an entry is UNVERSIONED and
 * rewritten unconditionally, so two writers at once are no longer kept apart. Said once.
 */
export const UNVERSIONED = 'unversioned';
let warnedOfUnversioned = false;

function versionOf(etag: string | undefined): string {
  if (etag) return etag;
  if (!warnedOfUnversioned) {
    warnedOfUnversioned = true;
    const reason =
      'the blob store gives reads no ETag (netlify/primitives#772): messages and notes are rewritten without compare-and-set';
    console.warn(JSON.stringify({ event: 'mail-store', fallback: 'unconditional writes', reason }));
  }
  return UNVERSIONED;
}

/** JSON entries rewritten only if still as read (`etag`; null: only if new): the new ETag, or null if someone wrote first. */
export function versionedEntries(store: Store, name: string) {
  const entries = {
    async read<T>(key: string): Promise<Versioned<T> | null> {
      const entry = await callStore(`${name} read`, () => store.getWithMetadata(key, { type: 'json' }));
      return entry && { value: entry.data as T, etag: versionOf(entry.etag) };
    },
    async write(key: string, value: unknown, etag: string | null): Promise<string | null> {
      const condition =
        etag === null ? { onlyIfNew: true as const } : etag === UNVERSIONED ? {} : { onlyIfMatch: etag };
      const result = await callStore(`${name} write`, () => store.setJSON(key, value, condition));
      return result.modified ? (result.etag ?? null) : null;
    },
    /** One key as a compare-and-set entry. */
    entry: <T>(key: string): CasEntry<T> => ({
      read: () => entries.read<T>(key),
      write: (value, etag) => entries.write(key, value, etag),
    }),
  };
  return entries;
}

/** One entry written by compare-and-set: `write` answers the new ETag, or null if someone wrote first. */
export type CasEntry<T> = {
  read(): Promise<Versioned<T> | null>;
  write(value: T, etag: string | null): Promise<string | null>;
};
/** A store's own bookkeeping, small entries by name. */
type Notes = {
  readNote<T>(name: string): Promise<Versioned<T> | null>;
  writeNote(name: string, value: unknown, etag: string | null): Promise<string | null>;
};
export const noteEntry = <T>(store: Notes, name: string): CasEntry<T> => ({
  read: () => store.readNote<T>(name),
  write: (value, etag) => store.writeNote(name, value, etag),
});

/** What to write (no `value`: nothing) and what to answer. */
export type Update<T, R> = { value?: T; answer: R };

/**
 * Reads the entry (or starts from `known`, as this instance last wrote it), writes what `change` makes
 * of it, and reads again after each lost race, `races` times at most. `saved`: what was written, null
 * when `change` wrote nothing or every write lost.
 */
export async function updateWithRetry<T, R>(
  entry: CasEntry<T>,
  change: (current: T | undefined) => Update<T, R>,
  races: number,
  known?: Versioned<T> | null,
): Promise<{ answer: R; saved: Versioned<T> | null }> {
  let current = known ?? (await entry.read());
  for (let race = 1; ; race++) {
    const { value, answer } = change(current?.value);
    if (value === undefined) return { answer, saved: null };
    const etag = await entry.write(value, current?.etag ?? null);
    if (etag) return { answer, saved: { value, etag } };
    if (race >= races) return { answer, saved: null };
    current = await entry.read();
  }
}

class NoEtag extends Error {
  constructor() {
    super('the blob store gave an entry without its ETag');
    this.name = 'NoEtag';
  }
}

let warnedOfNoEtag = false;

/** Netlify's own CLI gives reads no ETag (netlify/primitives#772): the instance keeps its own limits. */
export function requireEtag(entry: { etag?: string }): string {
  if (entry.etag && entry.etag !== UNVERSIONED) return entry.etag;
  if (!warnedOfNoEtag) {
    warnedOfNoEtag = true;
    console.warn(
      JSON.stringify({
        event: 'mail-throttle',
        fallback: 'instance',
        reason:
          'the blob store gives reads no ETag (netlify/primitives#772), so no compare-and-set: each instance keeps its own limits',
      }),
    );
  }
  throw new NoEtag();
}

/**
 * The shared answer, or `own()`, the instance's alone, when the store fails or gives reads no ETag
 * (requireEtag says that once): the limits degrade, never to refusals.
 */
export async function sharedOrOwn<T>(event: string, fallback: string, shared: () => Promise<T>, own: () => T) {
  try {
    return await shared();
  } catch (error) {
    if (!(error instanceof NoEtag)) console.warn(JSON.stringify({ event, fallback, error: String(error) }));
    return own();
  }
}

/** A new instance's state: tests start each case with it. */
export function forgetStoreFailures(): void {
  pausedUntil = 0;
}
