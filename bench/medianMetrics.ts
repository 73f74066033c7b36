import type { Metrics } from './lighthouseScores';
import { median } from './median';

/**
 * Each metric's median over the runs, as the budgets judge them. Not the metrics of the run with
 * the median score: two runs of one score made that pick whichever came first, an outlier as often
 * as not (a TBT of 5055 ms where the runs' median was 2643).
 */
export function medianMetrics(runs: readonly (Metrics | undefined)[]): Metrics | undefined {
  const measured = runs.filter((metrics): metrics is Metrics => metrics !== undefined);
  if (measured.length === 0) return undefined;
  const of = (name: keyof Metrics) => median(measured.map((metrics) => metrics[name]));
  return { fcp: of('fcp'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), si: of('si') };
}
