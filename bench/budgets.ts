/** The budgets of the architecture ("Budgets"). Sizes in kB of gzip (1 kB = 1000 bytes). */
export const budgets = {
  firstLoadKb: 180,
  routeKb: 60,
  mobile: { performance: 95, accessibility: 100, bestPractices: 95 },
  desktop: { performance: 100 },
  /** A cart quantity change is on screen in the first frame after the click (bench/cartClickFrames.ts). */
  cartClickFrames: 1,
} as const;
