import { FIRST_FLIGHT_BYTES } from '../page-weight/page-weight.ts';

/** The performance budgets `npm run bench` checks (README.md, Budgets). */
export const budgets = {
  /** Each Lighthouse category, on every page. */
  score: 100,
  /** A page's median LCP over the floor's of the same rounds (floor.ts). */
  lcpRatio: 1.15,
  tbtMs: 50,
  // Lighthouse shows shifts under this as 0.
  cls: 0.001,
  /** A page, compressed and with its headers, in the server's first flight: 10 TCP segments (RFC 6928). */
  firstFlightBytes: FIRST_FLIGHT_BYTES,
  firstLoadJsGzipBytes: 110 * 1024,
  /** Each first interaction on a phone at 4x CPU, before the app has started and once it runs. */
  inpMs: 200,
  /** The mail function's own time per message, keeping it included (netlify/bench/mail-function.ts). */
  mailMedianMs: 10,
  /** The retry pass with the most messages kept, and its growth from the fewest (netlify/bench/mail-store.ts). */
  mailPassMs: 2000,
  mailPassGrowth: 2,
  /** The audience beacon's own time (netlify/bench/audience.ts). */
  beaconMedianMs: 20,
} as const;
