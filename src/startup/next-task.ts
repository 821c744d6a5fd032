/**
 * Resolves in a new task, after the browser has had the chance to paint and to answer input: the
 * app starts in short steps because a slow phone multiplies each task's length. `scheduler.yield`
 * where there is one: its continuation comes before other queued tasks, and a chain of timeouts
 * would be held back 4 ms each after the fifth.
 */
export const nextTask = (): Promise<void> =>
  'scheduler' in globalThis &&
  typeof (globalThis as { scheduler?: { yield?: unknown } }).scheduler?.yield === 'function'
    ? (globalThis as unknown as { scheduler: { yield: () => Promise<void> } }).scheduler.yield()
    : new Promise<void>((resolve) => setTimeout(resolve));
