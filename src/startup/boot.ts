// The app's entry. Built pages fetch it after their first paint and start the app at the
// visitor's first sign of intent (./start-after-paint.ts): until then a prerendered page is a
// static page, which costs a phone nothing while it loads. `npm run dev` starts it at once.
import { nextTask } from './next-task.ts';
import { addPoppins } from '../styles/fonts/poppins.ts';
import { startPrerenderedHeroVideo } from '../lib/hero-video.ts';

/** Evaluates the big libraries one task at a time, so no single task keeps a tap waiting long. */
async function startApp() {
  await import('react-dom/client');
  await nextTask();
  await import('@tanstack/react-router');
  await nextTask();
  await import('./start-app.tsx');
}

addPoppins();
// The home page's poster comes once the page has loaded, its video at the first intent, app or not.
startPrerenderedHeroVideo(window.visitorActs ?? Promise.resolve());
// An empty app shell (an unknown URL) has nothing to show until the app runs.
const prerendered = Boolean(document.getElementById('root')?.hasChildNodes());
void (prerendered && window.visitorActs ? window.visitorActs : nextTask()).then(startApp);
