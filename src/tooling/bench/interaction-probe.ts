/**
 * What the interaction bench (interactions.ts) installs in every document of a context before the
 * page's own scripts: it reports Event Timing entries, the measured input, and the first animation
 * frame in which the page shows the response, through a function the bench exposes (`reportName`).
 */
import type { EventEntry } from './inp.ts';

/**
 * What the page shows once the interaction worked: an element matching `selector`, with these
 * attributes, this text (trimmed), or, for a form field, this label and a value that starts with
 * `valueStart`.
 */
export interface Shown {
  selector: string;
  attributes?: Record<string, string>;
  text?: string;
  label?: string;
  valueStart?: string;
}

/** The reports, in the order they come. */
export type ProbeReport =
  | { kind: 'events'; entries: EventEntry[] }
  /** `app`: <html data-app> at that moment (null: the app had not started). */
  | { kind: 'input'; type: string; at: number; app: string | null }
  | { kind: 'shown'; at: number };

export const reportName = '__benchInteractionReport';
export const armName = '__benchInteractionArm';

/**
 * Runs in the page, serialized: nothing from outside its body. `respondsWith` lists what counts as
 * the response, any one of them. Times are performance.timeOrigin + the document's own clock, so
 * that a response on the next document (a navigation) compares with an input on the previous one.
 */
function probe({ respondsWith, reportName, armName }: { respondsWith: Shown[]; reportName: string; armName: string }): void {
  const report = (message: ProbeReport) => void (window as unknown as Record<string, (m: ProbeReport) => Promise<void>>)[reportName]!(message);
  const origin = performance.timeOrigin;
  // Set by the input, read by the next document: a navigation the input started shows its response there.
  const inputSeenKey = 'bench-interaction-input';

  const reportEntries = (entries: PerformanceEntryList) => {
    const timed = (entries as PerformanceEventTiming[])
      .filter((entry) => entry.interactionId > 0)
      .map((entry) => ({ name: entry.name, interactionId: entry.interactionId, document: origin, start: origin + entry.startTime, duration: entry.duration }));
    if (timed.length) report({ kind: 'events', entries: timed });
  };
  // web-vitals' settings: entries of 16 ms and more, those before the observer included.
  const observer = new PerformanceObserver((list) => reportEntries(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  addEventListener('pagehide', () => reportEntries(observer.takeRecords()));

  const matches = (shown: Shown) =>
    [...document.querySelectorAll(shown.selector)].some(
      (element) =>
        Object.entries(shown.attributes ?? {}).every(([name, value]) => element.getAttribute(name) === value) &&
        (shown.text === undefined || element.textContent?.trim() === shown.text) &&
        (shown.label === undefined || (element as HTMLInputElement).labels?.[0]?.textContent?.trim() === shown.label) &&
        (shown.valueStart === undefined || (element as HTMLInputElement).value.startsWith(shown.valueStart)),
    );
  // Checked in each animation frame: the first one that finds the response is the frame that paints it.
  const watchForResponse = () => {
    const onFrame = () => {
      if (respondsWith.some(matches)) report({ kind: 'shown', at: origin + performance.now() });
      else requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
  };

  let armed = false;
  (window as unknown as Record<string, () => void>)[armName] = () => {
    armed = true;
  };
  const onInput = (event: Event) => {
    if (!armed) return;
    armed = false;
    try {
      sessionStorage.setItem(inputSeenKey, '1');
    } catch {
      // No storage: a response on another document goes unseen, and the run says so.
    }
    report({ kind: 'input', type: event.type, at: origin + event.timeStamp, app: document.documentElement.dataset.app ?? null });
    watchForResponse();
  };
  // Capture on window, added before any script of the page: the first listener to see the input.
  addEventListener('pointerdown', onInput, { capture: true });
  addEventListener('keydown', onInput, { capture: true });

  try {
    if (sessionStorage.getItem(inputSeenKey)) watchForResponse();
  } catch {
    // An opaque document (about:blank) has no storage.
  }
}

/**
 * The probe as an init script. tsx's compiler wraps named inner functions in a `__name` helper that
 * the page does not have: the script brings a stand-in.
 */
export function probeScript(respondsWith: Shown[]): string {
  const options = JSON.stringify({ respondsWith, reportName, armName });
  return `(() => { const __name = (target) => target; (${probe.toString()})(${options}); })();`;
}
