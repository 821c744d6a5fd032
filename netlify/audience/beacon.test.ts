import { afterEach, expect, test, vi } from 'vitest';
import { pagePath, projectPath } from '../../src/content/pages.ts';
import { projects } from '../../src/content/projects.ts';
import { MAX_BEACON_BYTES } from './beacon.ts';
import {
  CHROME,
  FIREFOX,
  SLACKBOT,
  dayTotals,
  sendBeacon,
  storedEntries,
  useAudienceTestEnv,
} from './testing/harness.ts';
import { OTHER } from './tally.ts';

/**
 * The store's deadline (a promise of its own, store-call.test.ts), held off where a test loads the
 * machine on purpose: there a late answer is the machine's load, not a store that is down.
 */
const storeDeadline = vi.hoisted(() => ({ held: false }));
vi.mock(import('../mail/request/store-call.ts'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    callStore: (operation, call, options) =>
      storeDeadline.held ? call() : original.callStore(operation, call, options),
  };
});
afterEach(() => void (storeDeadline.held = false));

const { storeDown } = useAudienceTestEnv();
const home = pagePath('home', 'fr');
const englishContact = pagePath('contact', 'en');

test('counts views per page and language, each visitor once a day in the uniques, and the referrer host', async () => {
  await sendBeacon({ page: home, referrer: 'https://www.linkedin.com/feed/' }, { ip: '198.51.100.1' });
  await sendBeacon({ page: home, referrer: '' }, { ip: '198.51.100.1' });
  await sendBeacon(
    { page: home, referrer: 'https://portfolio.example/education' },
    { ip: '198.51.100.1', userAgent: FIREFOX },
  );
  await sendBeacon({ page: englishContact }, { ip: '2001:db8:1:2::5' });
  // The same /64, the same browser family: the same visitor.
  await sendBeacon({ page: englishContact }, { ip: '2001:db8:1:2::99' });
  const totals = await dayTotals();
  expect(totals.pages[home]).toEqual({ views: 3, uniques: 2 });
  expect(totals.pages[englishContact]).toEqual({ views: 2, uniques: 1 });
  // The site's own pages are no referrer.
  expect(totals.referrers).toEqual({ 'www.linkedin.com': 1 });
});

test('counts the events', async () => {
  for (const event of ['case-study', 'cv', 'vcard', 'message', 'cv'])
    expect((await sendBeacon({ page: home, event })).status).toBe(200);
  expect((await dayTotals()).events).toEqual({ 'case-study': 1, cv: 2, vcard: 1, message: 1 });
});

test.each([
  ['Sec-GPC: 1', { headers: { 'Sec-GPC': '1' } }],
  ['DNT: 1', { headers: { DNT: '1' } }],
  ['a bot', { userAgent: SLACKBOT }],
  ['no user agent', { userAgent: '' }],
])('counts nothing from %s', async (_, options) => {
  expect((await sendBeacon({ page: home }, options)).status).toBe(204);
  expect(await storedEntries()).toEqual({});
});

test('counts nothing under STATS=off', async () => {
  vi.stubEnv('STATS', 'off');
  expect((await sendBeacon({ page: home })).status).toBe(204);
  expect(await storedEntries()).toEqual({});
});

test('50 beacons at once, from 50 visitors and from one, are every one counted', async () => {
  storeDeadline.held = true;
  const visitors = Array.from({ length: 50 }, (_, i) => sendBeacon({ page: home }, { ip: `203.0.113.${i + 1}` }));
  const oneVisitor = Array.from({ length: 50 }, () => sendBeacon({ page: englishContact }, { ip: '192.0.2.1' }));
  const answers = await Promise.all([...visitors, ...oneVisitor]);
  expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
  const totals = await dayTotals();
  expect(totals.pages[home]).toEqual({ views: 50, uniques: 50 });
  expect(totals.pages[englishContact]).toEqual({ views: 50, uniques: 1 });
}, 60_000);

test('a flood of junk paths keeps the day to its site pages and OTHER', async () => {
  const project = projectPath(projects[0]!, 'en');
  for (let i = 0; i < 60; i++)
    await sendBeacon({ page: `/junk-${i}`, referrer: `https://spam-${i}.example/` }, { ip: '192.0.2.9' });
  await sendBeacon({ page: project }, { ip: '192.0.2.9' });
  const totals = await dayTotals();
  expect(Object.keys(totals.pages).sort()).toEqual([OTHER, project].sort());
  expect(totals.pages[OTHER]!.views).toBe(60);
  expect(Object.values(totals.referrers).reduce((a, b) => a + b)).toBe(60);
}, 30_000);

const hostile: [string, () => Parameters<typeof sendBeacon>][] = [
  ['an empty body', () => ['']],
  ['junk JSON', () => ['{"page":']],
  ['not JSON', () => ['page=/home']],
  ['JSON null', () => ['null']],
  ['a JSON array', () => ['[1,2,3]']],
  ['a JSON string', () => ['"/home"']],
  ['a JSON number', () => ['42']],
  ['no page', () => [{ referrer: 'https://a.example' }]],
  ['a numeric page', () => [{ page: 7 }]],
  ['an object as page', () => [{ page: { toString: 1 } }]],
  ['a page of 10 KB', () => [{ page: `/${'a'.repeat(10_000)}` }]],
  ['a body over the limit', () => [{ page: home, pad: 'x'.repeat(MAX_BEACON_BYTES) }]],
  ['a body of 5 MB', () => ['x'.repeat(5_000_000)]],
  ['an unknown event', () => [{ page: home, event: 'purchase' }]],
  ['an event as an array', () => [{ page: home, event: ['cv'] }]],
  ['a path traversal', () => [{ page: '/../../etc/passwd' }]],
  ['a page as a full URL', () => [{ page: 'https://evil.example/home' }]],
  ['a script as page', () => [{ page: '<script>alert(1)</script>' }]],
  ['a prototype key as page', () => [{ page: '__proto__' }]],
  ['a prototype key as referrer', () => [{ page: home, referrer: 'https://__proto__/' }]],
  ['a javascript: referrer', () => [{ page: home, referrer: 'javascript:alert(1)' }]],
  ['a malformed referrer', () => [{ page: home, referrer: 'http://[::1' }]],
  ['a referrer with a huge host', () => [{ page: home, referrer: `https://${'a'.repeat(300)}.example/` }]],
  ['a referrer as an object', () => [{ page: home, referrer: { host: 'x' } }]],
  ['a forged referrer with credentials', () => [{ page: home, referrer: 'https://user:pass@evil.example/' }]],
  ['control characters', () => [{ page: '/home\u0000\u202e' }]],
  ['invalid UTF-8', () => ['{"page":"\udc00"}']],
  ['a nested bomb', () => ['['.repeat(1000) + ']'.repeat(1000)]],
  ['a via of its own', () => [{ page: home, via: 'aaaaaaaaaa' }]],
  [
    'a cross-site origin',
    () => [{ page: home }, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } }],
  ],
  [
    'a forged client hint',
    () => [{ page: home }, { headers: { 'X-Forwarded-For': '1.2.3.4', 'Sec-CH-UA': '"Evil"' } }],
  ],
  ['an IP that is not one', () => [{ page: home }, { ip: 'not-an-ip' }]],
];

test.each(hostile)("hostile input, %s, gets no 5xx and adds no page beyond the site's and OTHER", async (_, input) => {
  const { status } = await sendBeacon(...input());
  expect(status).toBeLessThan(500);
  const pages = Object.keys((await dayTotals()).pages);
  expect(pages.every((page) => page === OTHER || page === home)).toBe(true);
});

test('a beacon that cannot be stored is dropped with a 204, never a 5xx', async () => {
  storeDown();
  expect((await sendBeacon({ page: home })).status).toBe(204);
});

test('answers the browser families apart behind one address', async () => {
  await sendBeacon({ page: home }, { ip: '192.0.2.3', userAgent: CHROME });
  await sendBeacon({ page: home }, { ip: '192.0.2.3', userAgent: FIREFOX });
  expect((await dayTotals()).pages[home]!.uniques).toBe(2);
});
