/**
 * The page's side of the audience figures (netlify/audience/README.md): once the page has loaded
 * and painted, one beacon for its view, then one per event (a case study read, the CV or the vCard taken, a
 * message sent). Nothing is stored on the device but the visitor's opt-out; nothing is sent under
 * Global Privacy Control or Do Not Track. A beacon that fails is dropped, never sent again. The
 * beacon answers the application link the visitor came by today, kept in the page
 * (`window.audienceVia`) for the contact form to pass on.
 */
import { BEACON_PATH, OPT_OUT_KEY, type AudienceEvent } from '../shared/audience.ts';
import { CASE_STUDY_ID } from '../content/case-study-id.ts';
import { afterFirstPaint } from './after-first-paint.ts';

declare global {
  interface Window {
    audienceVia?: string;
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/** A case study counts as read once visible this long, or scrolled to its end. */
export const READ_AFTER_MS = 20_000;

export function optedOut(): boolean {
  try {
    return localStorage.getItem(OPT_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Keeps or forgets the visitor's choice not to be counted. */
export function setOptedOut(out: boolean): void {
  try {
    if (out) localStorage.setItem(OPT_OUT_KEY, '1');
    else localStorage.removeItem(OPT_OUT_KEY);
  } catch {
    // Storage refused: nothing can be kept, not even this choice.
  }
}

/** Whether this visit may be counted. */
const counted = () => !navigator.globalPrivacyControl && navigator.doNotTrack !== '1' && !optedOut();

function send(body: { page: string; referrer?: string; event?: AudienceEvent }): void {
  if (!counted()) return;
  fetch(BEACON_PATH, { method: 'POST', body: JSON.stringify(body), keepalive: true })
    .then((response) => (response.status === 200 ? response.json() : {}))
    .then(({ via }: { via?: string }) => void (via && (window.audienceVia = via)))
    .catch(() => {});
}

export const countEvent = (event: AudienceEvent) => send({ page: location.pathname, event });

/** Counts the page's case study once read: visible READ_AFTER_MS on end, or scrolled to its end; not once the page has changed. */
function watchCaseStudy(): void {
  const caseStudy = document.getElementById(CASE_STUDY_ID);
  if (!caseStudy) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(([entry]) => {
    clearTimeout(timer);
    if (entry?.isIntersecting) timer = setTimeout(read, READ_AFTER_MS);
  });
  const onScroll = () => {
    if (!caseStudy.isConnected || caseStudy.getBoundingClientRect().bottom <= innerHeight) read();
  };
  const read = () => {
    observer.disconnect();
    clearTimeout(timer);
    removeEventListener('scroll', onScroll);
    if (caseStudy.isConnected) countEvent('case-study');
  };
  observer.observe(caseStudy);
  addEventListener('scroll', onScroll, { passive: true });
}

/** Counts a page's view, and watches its case study. */
export function countView(referrer: string): void {
  send({ page: location.pathname, referrer });
  watchCaseStudy();
}

/** The head script's part: after `load` and the first paint, the first page's view; and the CV and vCard taken from any page. */
export function countAfterLoad(): void {
  addEventListener('load', () => afterFirstPaint(() => countView(document.referrer)), { once: true });
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a');
    const taken = link && (/\/cv\.pdf$/.test(link.pathname) ? 'cv' : /\.vcf$/.test(link.pathname) ? 'vcard' : null);
    if (taken) countEvent(taken);
  });
}
