// Inlined into the <head> of every built page by src/tooling/first-paint, in the same script as the
// stored theme's (one script to compile before the first paint, not two): the app's entry is
// fetched only once the page has shown its content, so nothing but the document itself competes
// with the first paint. An empty app shell (an unknown URL) has nothing to show first and starts
// once parsed; browsers without paint timing start on the second frame after that.
(() => {
  const entry = (document.currentScript as HTMLScriptElement | null)?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(/* @vite-ignore */ entry);
  };
  const paintTiming = PerformanceObserver.supportedEntryTypes?.includes('paint');

  if (paintTiming) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  }
  document.addEventListener('DOMContentLoaded', () => {
    if (!document.getElementById('root')?.hasChildNodes()) start();
    else if (!paintTiming) requestAnimationFrame(() => requestAnimationFrame(start));
  });
})();
