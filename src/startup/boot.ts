// The app's entry. Built pages start it after their first paint (./start-after-paint.ts), so a
// prerendered page is readable before any of this runs; `npm run dev` starts it at once.
import { nextTask } from './next-task.ts';
import { addPoppins } from '../styles/fonts/poppins.ts';

/** Evaluates the big libraries one task at a time, so no single task keeps a tap waiting long. */
async function startApp() {
  await import('react-dom/client');
  await nextTask();
  await import('@tanstack/react-router');
  await nextTask();
  await import('./start-app.tsx');
}

addPoppins();
// In a task of its own: the page's first module fetch from script costs the browser a few
// milliseconds of set-up, on top of the fonts' requests.
void nextTask().then(startApp);
