import type { Scores } from './lighthouseScores';

/**
 * The lowest and highest TBT of a page's mobile rounds. The median is what is judged; the spread
 * says how far one round strays from it on this machine, so how large a change must be to show.
 */
export function tbtSpread(runs: readonly Scores[]): { min: number; max: number } | null {
  const values = runs
    .map((run) => run.metrics?.tbt)
    .filter((tbt): tbt is number => typeof tbt === 'number')
    .map((tbt) => Math.round(tbt));
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** `170–385 ms`, or `–` without a TBT. */
export function tbtSpreadText(runs: readonly Scores[]): string {
  const spread = tbtSpread(runs);
  return spread ? `${spread.min}–${spread.max} ms` : '–';
}
