/** The budgets of the architecture ("Budgets"). Sizes in kB of gzip (1 kB = 1000 bytes). */
export const budgets = {
  firstLoadKb: 180,
  routeKb: 60,
  mobile: { performance: 95, accessibility: 100, bestPractices: 95 },
  desktop: { performance: 100 },
} as const;
