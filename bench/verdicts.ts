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

/** A shop page's Lighthouse medians against the budgets (bench/budgets.ts) and the floor's median mobile score. */
export function pageVerdict(
  mobile: Scores,
  desktop: Scores,
  floorPerformance: number | null | undefined,
): PageVerdict {
  const { ratioToFloor: minRatio, lcpMs, accessibility, bestPractices } = budgets.mobile;
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
  if ((mobile.accessibility ?? 0) < accessibility)
    broken.push(`accessibility ${mobile.accessibility ?? '–'} (< ${accessibility})`);
  if ((mobile.bestPractices ?? 0) < bestPractices)
    broken.push(`best practices ${mobile.bestPractices ?? '–'} (< ${bestPractices})`);
  if ((desktop.performance ?? 0) < budgets.desktop.performance)
    broken.push(`desktop performance ${desktop.performance ?? '–'} (< ${budgets.desktop.performance})`);
  return { ratio, broken };
}
