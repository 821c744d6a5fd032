// The app's entry. Built pages fetch it after their first paint and start the app at the
// visitor's first sign of intent (./start-after-paint.ts): until then a prerendered page is a
// static page, which costs a phone nothing while it loads. `npm run dev` starts it at once.
import { nextTask } from './next-task.ts';
import { startPrerenderedHeroVideo } from '../lib/hero-video.ts';

/**
 * Evaluates the big libraries one task at a time, so no single task keeps a tap waiting long;
 * resolves once the app has taken the page over.
 */
async function startApp() {
  await import('react-dom/client');
  await nextTask();
  // Evaluated for its own sake, nothing taken: a module namespace kept here would keep every
  // export of the library in the bundle, the ones the app never uses included.
  await import('@tanstack/react-router').then(() => undefined);
  await nextTask();
  const { appStarted } = await import('./start-app.tsx');
  await appStarted;
}

const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const seconds = (count: number) => new Promise<void>((resolve) => setTimeout(resolve, count * 1000));

// An empty app shell (an unknown URL) has nothing to show until the app runs, nor has a page whose
// URL asks for what its HTML does not show (/experience?tech=Java).
const prerendered = Boolean(document.getElementById('root')?.hasChildNodes());
const intent = prerendered && !location.search && window.visitorActs ? window.visitorActs : nextTask();
const appAnswered = intent.then(startApp).catch((error: unknown) => {
  console.error("The app's code did not load:", error);
});
// The home page's poster comes once the page has loaded, its video once the app has answered the
// first intent, so that a press made then shows without the video's start in its way; or a
// second after the intent, should the app be slow to come.
startPrerenderedHeroVideo(Promise.race([appAnswered, intent.then(() => seconds(1))]).then(afterNextFrame));
