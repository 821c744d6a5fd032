/**
 * Resolves in a new task: what follows an `await nextTask()` runs after the browser has had the
 * chance to paint and to answer input. The app starts in such steps because Lighthouse's simulated
 * throttling multiplies each task by its CPU slowdown (4x to 6x and more): a task of 10 ms here
 * is a 50 ms long task on the phone, and a task shorter than that counts for nothing.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
