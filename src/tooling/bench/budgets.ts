/** The budgets of DESIGN.md section 9. */
export const KB = 1024;

export const budgets = {
  score: 100,
  lcpMs: 1200,
  tbtMs: 50,
  // Lighthouse reports tiny shifts as fractions; below this it displays 0.
  cls: 0.001,
  firstLoadJsGzipBytes: 110 * KB,
  homeWeightBeforeVideoBytes: 400 * KB,
  mailMedianMs: 10,
} as const;

/** One measured value set against its limit, for the table and the JSON. */
export interface BudgetCheck {
  name: string;
  value: number;
  limit: string;
  ok: boolean;
}
