import { budgets } from './budgets';
import type { Scores } from './lighthouseScores';

/**
 * A page's mobile performance score ÷ the floor app's, to two decimals (the figure printed and
 * judged). Null when either score is missing or the floor scored 0.
 */
export function ratioToFloor(
  score: number | null | undefined,
  floorScore: number | null | undefined,
): number | null {
  if (typeof score !== 'number' || typeof floorScore !== 'number' || floorScore <= 0) return null;
  return Math.round((score / floorScore) * 100) / 100;
}

export interface PageVerdict {
  ratio: number | null;
  /** Each budget the page broke, as a reader would say it; empty when it kept them all. */
  broken: string[];
}

/** A shop page's Lighthouse medians against the budgets (bench/budgets.ts) and the floor's mobile medians. */
export function pageVerdict(mobile: Scores, desktop: Scores, floor: Scores | null | undefined): PageVerdict {
  const {
    ratioToFloor: minRatio,
    lcpMs,
    tbtOverFloorMs,
    longestTaskMs,
    accessibility,
    bestPractices,
  } = budgets.mobile;
  const floorPerformance = floor?.performance;
  const ratio = ratioToFloor(mobile.performance, floorPerformance);
  const broken: string[] = [];
  if (ratio === null)
    broken.push(
      typeof mobile.performance === 'number'
        ? 'no floor score to compare the mobile performance with'
        : 'no mobile performance score',
    );
  else if (ratio < minRatio)
    broken.push(
      `mobile performance ${mobile.performance} is ${ratio.toFixed(2)} of the floor's ${floorPerformance} (< ${minRatio})`,
    );
  const lcp = mobile.metrics?.lcp;
  if (typeof lcp !== 'number') broken.push('no mobile LCP');
  else if (lcp > lcpMs) broken.push(`mobile LCP ${Math.round(lcp)} ms (> ${lcpMs} ms)`);
  const tbt = mobile.metrics?.tbt;
  const floorTbt = floor?.metrics?.tbt;
  if (typeof tbt !== 'number') broken.push('no mobile TBT');
  else if (typeof floorTbt !== 'number') broken.push('no floor TBT to compare the mobile TBT with');
  else if (Math.round(tbt) > Math.round(floorTbt) + tbtOverFloorMs)
    broken.push(
      `mobile TBT ${Math.round(tbt)} ms (> the floor's ${Math.round(floorTbt)} ms + ${tbtOverFloorMs} ms)`,
    );
  const longest = mobile.longestTask?.ms ?? 0;
  if (longest > longestTaskMs) broken.push(`longest task ${longest} ms (> ${longestTaskMs} ms)`);
  if ((mobile.accessibility ?? 0) < accessibility)
    broken.push(`accessibility ${mobile.accessibility ?? '–'} (< ${accessibility})`);
  if ((mobile.bestPractices ?? 0) < bestPractices)
    broken.push(`best practices ${mobile.bestPractices ?? '–'} (< ${bestPractices})`);
  if ((desktop.performance ?? 0) < budgets.desktop.performance)
    broken.push(`desktop performance ${desktop.performance ?? '–'} (< ${budgets.desktop.performance})`);
  return { ratio, broken };
}
