/**
 * Runs `callback` once the page has shown its content (its first contentful paint), or on the
 * second frame after it is parsed where the browser has no paint timing. What waits for this never
 * competes with the first paint, neither on a phone nor in Lighthouse's simulation, which makes a
 * page's largest paint wait for every request that ended before it.
 */
export function afterFirstPaint(callback: () => void): void {
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      // In a task of its own: the app's code and the audience beacon, both waiting for the paint,
      // never make one long task together.
      setTimeout(callback);
    }).observe({ type: 'paint', buffered: true });
  } else {
    const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(callback));
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', twoFrames);
    else twoFrames();
  }
}
