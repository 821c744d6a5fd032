// The app's entry. Built pages start it after their first paint (src/start-after-paint.ts), so a
// prerendered page is readable before any of this runs; `npm run dev` starts it at once.
import { addPoppins } from './styles/fonts/poppins';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Evaluates the big libraries one task at a time, so no single task keeps a tap waiting long. */
async function startApp() {
  await import('react-dom/client');
  await nextTask();
  await import('@tanstack/react-router');
  await nextTask();
  await import('./main');
}

addPoppins();
void startApp();
