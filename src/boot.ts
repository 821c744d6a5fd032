// The pages are prerendered and readable without JavaScript, so the app starts once the page has
// shown its content: its download and start-up then never delay the page's own text, styles and
// images. Browsers without paint timing start it on the second frame, just after the first paint.

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Evaluates the big libraries one task at a time, so no single task keeps a tap waiting long. */
async function startApp() {
  await import('react-dom/client');
  await nextTask();
  await import('@tanstack/react-router');
  await nextTask();
  await import('./main');
}

const start = () => void startApp();

if (!document.getElementById('root')?.hasChildNodes()) {
  // The bare app shell (an unknown URL): nothing to show before the app, so start it now.
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
