/** The budgets of the architecture ("Budgets"). Sizes in kB of gzip (1 kB = 1000 bytes). */
export const budgets = {
  /** The shell: the JavaScript every page loads first (bench/bundleSizes.ts). */
  firstLoadKb: 205,
  /** Every script a browser fetches for `/` until the network is idle (bench/fetchedScripts.ts). */
  fetchedForHomeKb: 215,
  /** A route's own chunks beyond the shell. */
  routeKb: 60,
  mobile: {
    /** A shop page's median mobile performance score ÷ the floor app's, measured in the same run. */
    ratioToFloor: 0.97,
    lcpMs: 1500,
    /** A shop page's median TBT at most the floor's median TBT plus this, in the same run. */
    tbtOverFloorMs: 50,
    /** No task of the load longer than this at the calibrated slowdown (Lighthouse's long-task line). */
    longestTaskMs: 50,
    accessibility: 100,
    bestPractices: 96,
  },
  desktop: { performance: 100 },
  /** A cart quantity change is on screen in the first frame after the click (bench/cartClickFrames.ts). */
  cartClickFrames: 1,
} as const;
