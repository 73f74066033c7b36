/**
 * Lighthouse's mobile run slows the CPU by a constant 4× whatever the host, so a slower host
 * stands for a slower phone. Lighthouse's throttling guide (its "Calibrating the CPU slowdown"
 * section) says to calibrate the multiplier from the host's benchmarkIndex, and links its
 * calculator (lighthouse-cpu-throttling-calculator), which maps the index piecewise linearly onto
 * the slowdown that brings the host to Lighthouse's mid-tier phone: 1533 → 4× (the index the
 * constant 4× assumes), 1300 → 3×, 800 → 2×, 150 → 1×, and about +1× per 233 above 1300.
 * Below 150 the host is itself slower than that phone: no slowdown.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`benchmarkIndex must be a positive number, not ${benchmarkIndex}`);
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 100) / 100;
}
