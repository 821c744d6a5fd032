import { expect, test, vi } from 'vitest';
import { pagePath } from '../../src/content/pages.ts';
import { cleanAudience } from './cleanup.ts';
import { addLink } from './links.ts';
import { audienceStore, countedDays, dayOf, saltKey } from './store.ts';
import {
  CHROME,
  DAY_MS,
  NOW,
  dayTotals,
  openLink,
  sendBeacon,
  storedEntries,
  useAudienceTestEnv,
} from './testing/harness.ts';

useAudienceTestEnv();
const home = pagePath('home', 'fr');
const IPV4 = '198.51.100.77';
const IPV6 = '2001:db8:abcd:12::1';

test("the day's salt lives through the next day and is gone on day+2", async () => {
  await sendBeacon({ page: home }, { now: NOW });
  const saltOfDay = saltKey(dayOf(NOW));
  await cleanAudience(NOW + DAY_MS);
  expect(Object.keys(await storedEntries())).toContain(saltOfDay);
  await cleanAudience(NOW + 2 * DAY_MS);
  expect(Object.keys(await storedEntries())).not.toContain(saltOfDay);
});

test('no stored entry holds an address or a user agent, and no hash outlives its day', async () => {
  const link = await addLink(audienceStore(), 'Acme');
  await openLink(`/r/${link.code}`, { ip: IPV4 });
  await sendBeacon({ page: home }, { ip: IPV4 });
  await sendBeacon({ page: home }, { ip: IPV6 });
  const stored = Object.values(await storedEntries()).join('\n');
  for (const secret of [IPV4, IPV6, '2001:db8:abcd:12', 'Chrome', CHROME]) expect(stored).not.toContain(secret);
  await cleanAudience(NOW + DAY_MS);
  const after = await storedEntries();
  expect(Object.values(after).join('\n')).not.toContain('visitors');
  // The day's counts stay.
  expect((await dayTotals()).pages[home]).toEqual({ views: 2, uniques: 2 });
  expect((await dayTotals()).links[link.code]).toMatchObject({ opened: 1, pages: 1 });
});

test("today's visitors stay until the day is over", async () => {
  await sendBeacon({ page: home });
  await cleanAudience(NOW + 60_000);
  expect(Object.values(await storedEntries()).join('\n')).toContain('visitors');
});

test('days older than STATS_KEEP_MONTHS are deleted; the others stay', async () => {
  vi.stubEnv('STATS_KEEP_MONTHS', '2');
  const old = Date.parse('2026-01-09T12:00:00Z');
  const kept = Date.parse('2026-01-10T12:00:00Z');
  await sendBeacon({ page: home }, { now: old });
  await sendBeacon({ page: home }, { now: kept });
  expect(await cleanAudience(NOW)).toMatchObject({ deletedDays: 1 });
  expect(await countedDays(audienceStore())).toEqual([dayOf(kept)]);
});

test('by default, data is kept 25 months', async () => {
  const old = Date.parse('2024-02-09T12:00:00Z');
  const kept = Date.parse('2024-02-10T12:00:00Z');
  await sendBeacon({ page: home }, { now: old });
  await sendBeacon({ page: home }, { now: kept });
  await cleanAudience(NOW);
  expect(await countedDays(audienceStore())).toEqual([dayOf(kept)]);
});
