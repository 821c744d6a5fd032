/** The performance budgets `npm run bench` checks, with the LCP as a ratio to the floor page of the same run. */
export const KB = 1024;

export const budgets = {
  score: 100,
  /** A page's median LCP over the floor's (src/tooling/bench/floor.ts). */
  lcpRatio: 1.15,
  tbtMs: 50,
  // Lighthouse reports tiny shifts as fractions; below this it displays 0.
  cls: 0.001,
  /**
   * The low-end phone: the mobile preset with 6x CPU slowdown instead of 4x, both on Lighthouse's
   * reference host and scaled to the real one (bench/calibration.ts).
   */
  lowEndTbtMs: 100,
  firstLoadJsGzipBytes: 110 * KB,
  homeWeightBeforeVideoBytes: 400 * KB,
  mailMedianMs: 10,
  /** The retry pass with the most messages kept, and its growth from the fewest (bench/mail-store.ts). */
  mailPassMs: 2000,
  mailPassGrowth: 2,
  /**
   * Each first interaction on a phone at 4x CPU (bench/interactions.ts), before the app has started
   * and once it runs: its INP, and its visible response (from the input to the frame that shows it).
   */
  inpMs: 200,
  responseMs: 200,
} as const;

/** One measured value set against its limit, for the table and the JSON. */
export interface BudgetCheck {
  name: string;
  value: number;
  limit: string;
  ok: boolean;
}
