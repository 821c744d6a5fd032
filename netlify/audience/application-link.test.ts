import { expect, test } from 'vitest';
import { pagePath, projectPath } from '../../src/content/pages.ts';
import { cvPath } from '../../src/content/profile.ts';
import { projects } from '../../src/content/projects.ts';
import { addLink } from './links.ts';
import { audienceStore } from './store.ts';
import {
  DAY_MS,
  SLACKBOT,
  dayTotals,
  openLink,
  sendBeacon,
  storedEntries,
  useAudienceTestEnv,
} from './testing/harness.ts';
import { OTHER } from './tally.ts';

useAudienceTestEnv();
const project = projectPath(projects[0]!, 'en');

test('a link opened in a browser counts as opened and redirects home in its language; /cv serves the CV', async () => {
  const link = await addLink(audienceStore(), 'Acme — stage back-end', 'en');
  const home = await openLink(`/r/${link.code}`);
  expect(home.status).toBe(302);
  expect(home.headers.get('location')).toBe(pagePath('home', 'en'));
  const cv = await openLink(`/r/${link.code}/cv`, { ip: '198.51.100.8' });
  expect(cv.headers.get('location')).toBe(cvPath('en'));
  expect((await dayTotals()).links[link.code]).toMatchObject({ fetched: 0, opened: 2, cv: 1 });
});

test("a bot's fetch counts as fetched only", async () => {
  const link = await addLink(audienceStore(), 'Acme');
  await openLink(`/r/${link.code}`, { userAgent: SLACKBOT });
  await openLink(`/r/${link.code}`, { userAgent: '' });
  expect((await dayTotals()).links[link.code]).toMatchObject({ fetched: 2, opened: 0 });
});

test("the day's views, case studies, CV and messages of the visitor who opened a link are its; not the next day's, nor another visitor's", async () => {
  const link = await addLink(audienceStore(), 'Acme');
  await openLink(`/r/${link.code}`, { ip: '198.51.100.20' });
  expect(await sendBeacon({ page: project }, { ip: '198.51.100.20' })).toEqual({
    status: 200,
    body: { via: link.code },
  });
  for (const event of ['case-study', 'cv', 'message'])
    await sendBeacon({ page: project, event }, { ip: '198.51.100.20' });
  expect(await sendBeacon({ page: project }, { ip: '198.51.100.21' })).toEqual({ status: 200, body: {} });
  expect(await sendBeacon({ page: project }, { ip: '198.51.100.20', now: Date.parse('2026-03-11T09:00:00Z') })).toEqual(
    { status: 200, body: {} },
  );
  expect((await dayTotals()).links[link.code]).toEqual({
    fetched: 0,
    opened: 1,
    pages: 1,
    caseStudies: 1,
    cv: 1,
    vcard: 0,
    messages: 1,
  });
});

test('an unknown or malformed code counts as OTHER, still redirects home, and no label reaches the answer', async () => {
  const link = await addLink(audienceStore(), 'Secret label');
  for (const path of ['/r/aaaaaaaaaa', '/r/%00', `/r/${'x'.repeat(60)}/cv`, '/r/../../etc']) {
    const response = await openLink(path);
    expect(response.status).toBe(302);
    expect(await response.text()).toBe('');
  }
  const response = await openLink(`/r/${link.code}`);
  expect([...response.headers].join()).not.toContain('Secret');
  expect(Object.keys((await dayTotals()).links).sort()).toEqual([OTHER, link.code].sort());
});

test('under Sec-GPC or DNT the link redirects and counts nothing', async () => {
  const link = await addLink(audienceStore(), 'Acme');
  const before = await storedEntries();
  expect((await openLink(`/r/${link.code}`, { headers: { 'Sec-GPC': '1' } })).status).toBe(302);
  expect((await openLink(`/r/${link.code}`, { headers: { DNT: '1' } })).status).toBe(302);
  expect(await storedEntries()).toEqual(before);
});

test('a link is attributed the same day only: the day after, the visitor is not known', async () => {
  const link = await addLink(audienceStore(), 'Acme');
  await openLink(`/r/${link.code}`, { now: Date.parse('2026-03-10T23:59:00Z') });
  expect((await sendBeacon({ page: project }, { now: Date.parse('2026-03-10T23:59:00Z') + DAY_MS })).body).toEqual({});
});
