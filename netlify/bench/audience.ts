/**
 * The audience beacon (netlify/audience/beacon.ts) against the local blob server of ./stand-ins.ts:
 * - its own time per beacon, one after another, each from a new visitor;
 * - a load test: waves of beacons at once from new visitors, then the day's views counted, so the
 *   beacons per second it reports are those the store held, every one counted.
 */
import { pagePath } from '../../src/content/pages.ts';
import { BEACON_PATH } from '../../src/shared/audience.ts';
import { handleBeacon } from '../audience/beacon.ts';
import { audienceStore, dayOf, readDay } from '../audience/store.ts';
import { sumTallies } from '../audience/tally.ts';
import { SITE, timeEach, visitor, withStandIns } from './stand-ins.ts';

const BEACONS = 100;
const WARM_UP = 10;
const WAVES = 4;
const AT_ONCE = 50;
const PAGE = pagePath('home', 'fr');
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

export type AudienceBench = { beaconsMs: number[]; load: { sent: number; counted: number; perSecond: number } };

/** Beacon `i`, from a visitor of its own. */
async function beacon(i: number): Promise<void> {
  const request = new Request(`${SITE}${BEACON_PATH}`, {
    method: 'POST',
    headers: { Origin: SITE, 'User-Agent': CHROME },
    body: JSON.stringify({ page: PAGE, referrer: '' }),
  });
  const response = await handleBeacon(request, visitor(i));
  if (response.status !== 200) throw new Error(`a beacon answered ${response.status}`);
}

async function load(before: number) {
  const started = performance.now();
  for (let wave = 0; wave < WAVES; wave++)
    await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => beacon(before + wave * AT_ONCE + i)));
  const seconds = (performance.now() - started) / 1000;
  const sent = WAVES * AT_ONCE;
  const counted = sumTallies(await readDay(audienceStore(), dayOf(Date.now()))).pages[PAGE]!.views - before;
  return { sent, counted, perSecond: sent / seconds };
}

export const benchAudience = (): Promise<AudienceBench> =>
  withStandIns({}, async () => {
    const beaconsMs = await timeEach(BEACONS, WARM_UP, beacon);
    return { beaconsMs, load: await load(WARM_UP + BEACONS) };
  });
