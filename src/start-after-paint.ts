// Inlined into every built page by src/tooling/first-paint (so it needs no request of its own):
// the app's entry is fetched only once the page has shown its content, so nothing but the
// document itself competes with the first paint. An empty app shell (an unknown URL) has nothing
// to show first and starts at once; browsers without paint timing start on the second frame.
(() => {
  const entry = (document.currentScript as HTMLScriptElement | null)?.dataset.entry;
  if (!entry) return;
  const start = () => void import(/* @vite-ignore */ entry);

  if (!document.getElementById('root')?.hasChildNodes()) {
    start();
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(start));
  }
})();
