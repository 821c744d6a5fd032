// Part of the page's head script (./head-script.ts). Once the page has shown its content, it
// fetches the entry (./boot.ts) and readies the app's code (`data-preload`: fetched and compiled,
// not run), so nothing but the document itself competes with the first paint. An empty app shell
// (an unknown URL) has nothing to show first and starts once parsed (../lib/after-first-paint.ts
// says when a page has painted). Without `data-entry` (`npm run dev`), it does nothing.
//
// The page's stylesheets are inline, yet the app's chunks name their files, which Vite's loader of
// dynamic imports links and waits for unless the page links them already. Each file of
// `data-inline-css` gets a disabled link, which is never fetched: the app starts without fetching
// styles the page has, and a page reached in the app gets the files of its own.
//
// The entry starts the app at the visitor's first sign of intent (`window.visitorActs`), watched
// from here so that one coming before the entry has arrived counts too: a finger or a mouse button
// down, a mouse moving over the page, a key, a focus. Until the app runs the page, a press on one
// of its buttons shows what the page alone can show of it (./early-answers.ts) and is kept
// (`window.earlyPresses`) for the app to press again once it has taken over (./early-presses.ts):
// a press is never lost.
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { answerEarly } from './early-answers.ts';

export function startAfterPaint(script: HTMLScriptElement | null): void {
  if (!script?.dataset.entry) return;
  const entry = script.dataset.entry;
  window.visitorActs = new Promise((resolve) => {
    const controller = new AbortController();
    for (const type of ['pointerdown', 'pointermove', 'pointerover', 'touchstart', 'keydown', 'focusin']) {
      document.addEventListener(
        type,
        () => {
          controller.abort();
          resolve();
        },
        { capture: true, passive: true, signal: controller.signal },
      );
    }
  });
  const presses: Element[] = (window.earlyPresses = []);
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.('#root button[type="button"]');
      if (button && window.earlyPresses === presses && answerEarly(button)) presses.push(button);
    },
    true,
  );

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of script.dataset.preload?.split(' ') ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    for (const href of script.dataset.inlineCss?.split(' ') ?? []) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.setAttribute('disabled', '');
      link.href = href;
      // Before the inline styles: a browser that applied it anyway would change nothing.
      document.querySelector('style')?.before(link);
    }
    void import(/* @vite-ignore */ entry);
  };
  afterFirstPaint(start);
  document.addEventListener('DOMContentLoaded', () => {
    if (!document.getElementById('root')?.hasChildNodes()) start();
  });
}
