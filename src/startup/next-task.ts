/**
 * Resolves in a new task, after the browser has had the chance to paint and to answer input: the
 * app starts in short steps because a slow phone multiplies each task's length.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
