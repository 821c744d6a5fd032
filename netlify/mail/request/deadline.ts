/**
 * A deadline for a store call. The Blobs client retries a failing store for about half a minute,
 * and a visitor cannot wait that long: past the deadline the call counts as failed (it may still
 * finish in the background).
 */
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
