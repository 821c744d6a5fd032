import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { CASE_STUDY_ID } from '../content/case-study-id.ts';
import { cvPath } from '../content/profile.ts';
import { BEACON_PATH, OPT_OUT_KEY } from '../shared/audience.ts';
import { READ_AFTER_MS } from './audience.ts';

type Beacon = { page: string; referrer?: string; event?: string };
let sent: Beacon[];
let answer: Record<string, string>;
let observed: ((entries: Partial<IntersectionObserverEntry>[]) => void)[];
/** What each page added to the document: a new page starts without them. */
let listeners: [string, EventListenerOrEventListenerObject][];
const addListener = document.addEventListener.bind(document);

/** The head script's part, as a fresh page runs it, then its `load`. */
async function loadPage() {
  vi.resetModules();
  const { countAfterLoad } = await import('./audience.ts');
  countAfterLoad();
  dispatchEvent(new Event('load'));
  await vi.runAllTimersAsync();
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  answer = {};
  observed = [];
  listeners = [];
  vi.spyOn(document, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.push([type, listener]);
      addListener(type, listener);
    },
  );
  localStorage.clear();
  delete window.audienceVia;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      expect(path).toBe(BEACON_PATH);
      sent.push(JSON.parse(String(init.body)) as Beacon);
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  for (const [type, listener] of listeners) document.removeEventListener(type, listener);
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

test('after load, one beacon for the view, and the application link it answers is kept for the form', async () => {
  answer = { via: 'abcdefgh23' };
  await loadPage();
  expect(sent).toEqual([{ page: location.pathname, referrer: document.referrer }]);
  expect(window.audienceVia).toBe('abcdefgh23');
});

test.each([
  ['Global Privacy Control', () => vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true })],
  ['Do Not Track', () => vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' })],
  ['the opt-out', () => localStorage.setItem(OPT_OUT_KEY, '1')],
])('sends nothing under %s', async (_, set) => {
  set();
  await loadPage();
  document.body.innerHTML = `<a href="${cvPath('fr')}">CV</a>`;
  document.querySelector('a')!.click();
  expect(sent).toEqual([]);
});

test('counts the CV and the vCard taken', async () => {
  await loadPage();
  document.body.innerHTML = `<a href="${cvPath('en')}">CV</a><a href="/contact.vcf">vCard</a><a href="/home">home</a>`;
  for (const link of document.querySelectorAll('a')) link.addEventListener('click', (event) => event.preventDefault());
  for (const link of document.querySelectorAll('a')) link.click();
  expect(sent.slice(1).map((beacon) => beacon.event)).toEqual(['cv', 'vcard']);
});

test(`counts a case study once, after ${READ_AFTER_MS / 1000} s in view, not before`, async () => {
  document.body.innerHTML = `<div id="${CASE_STUDY_ID}">…</div>`;
  await loadPage();
  observed[0]!([{ isIntersecting: true }]);
  await vi.advanceTimersByTimeAsync(READ_AFTER_MS - 1000);
  observed[0]!([{ isIntersecting: false }]);
  await vi.advanceTimersByTimeAsync(READ_AFTER_MS);
  expect(sent.filter((beacon) => beacon.event)).toEqual([]);
  observed[0]!([{ isIntersecting: true }]);
  await vi.advanceTimersByTimeAsync(READ_AFTER_MS);
  dispatchEvent(new Event('scroll'));
  expect(sent.filter((beacon) => beacon.event)).toEqual([{ page: location.pathname, event: 'case-study' }]);
});

test('counts a case study scrolled to its end', async () => {
  document.body.innerHTML = `<div id="${CASE_STUDY_ID}">…</div>`;
  await loadPage();
  vi.spyOn(document.getElementById(CASE_STUDY_ID)!, 'getBoundingClientRect').mockReturnValue({
    bottom: innerHeight - 10,
  } as DOMRect);
  dispatchEvent(new Event('scroll'));
  dispatchEvent(new Event('scroll'));
  expect(sent.filter((beacon) => beacon.event)).toEqual([{ page: location.pathname, event: 'case-study' }]);
});
