import { budgets } from '../../bench/budgets';
import type { Scores } from '../../bench/lighthouseScores';
import { pageVerdict, ratioToFloor } from '../../bench/verdicts';

const metrics = { fcp: 900, lcp: 1200, tbt: 40, cls: 0, si: 1100 };
const mobile = (changes: Partial<Scores> = {}): Scores => ({
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  metrics,
  ...changes,
});
const desktop: Scores = { performance: 100, accessibility: 100, bestPractices: 100 };
/** The floor's mobile medians: a score and a TBT. */
const floor = (performance: number, tbt = 40): Scores =>
  mobile({ performance, metrics: { ...metrics, tbt } });

describe('ratioToFloor', () => {
  it('divides the page score by the floor score, to two decimals', () => {
    expect(ratioToFloor(90, 100)).toBe(0.9);
    expect(ratioToFloor(97, 99)).toBe(0.98);
    expect(ratioToFloor(100, 97)).toBe(1.03);
  });

  it('has no ratio without both scores or with a floor of 0', () => {
    expect(ratioToFloor(null, 100)).toBeNull();
    expect(ratioToFloor(90, null)).toBeNull();
    expect(ratioToFloor(90, 0)).toBeNull();
  });
});

describe('pageVerdict', () => {
  it('keeps every budget when the page is as good as the floor', () => {
    expect(pageVerdict(mobile(), desktop, floor(98))).toEqual({ ratio: 1, broken: [] });
  });

  it('judges the ratio as printed, to two decimals', () => {
    // 91 / 94 = 0.968…, shown and judged as 0.97.
    expect(pageVerdict(mobile({ performance: 91 }), desktop, floor(94)).broken).toEqual([]);
    expect(pageVerdict(mobile({ performance: 90 }), desktop, floor(94))).toEqual({
      ratio: 0.96,
      broken: ["mobile performance 90 is 0.96 of the floor's 94 (< 0.97)"],
    });
  });

  it('lists every broken budget', () => {
    const verdict = pageVerdict(
      mobile({ accessibility: 96, bestPractices: 92, metrics: { ...metrics, lcp: 1800.4 } }),
      { ...desktop, performance: 99 },
      floor(98),
    );
    expect(verdict.broken).toEqual([
      `mobile LCP 1800 ms (> ${budgets.mobile.lcpMs} ms)`,
      'accessibility 96 (< 100)',
      'best practices 92 (< 96)',
      'desktop performance 99 (< 100)',
    ]);
  });

  it('keeps an LCP at the budget and breaks a missing one', () => {
    expect(
      pageVerdict(mobile({ metrics: { ...metrics, lcp: budgets.mobile.lcpMs } }), desktop, floor(98)).broken,
    ).toEqual([]);
    expect(pageVerdict(mobile({ metrics: undefined }), desktop, floor(98)).broken).toEqual([
      'no mobile LCP',
      'no mobile TBT',
    ]);
  });

  it('breaks the ratio and TBT budgets when there is no floor to compare with', () => {
    expect(pageVerdict(mobile(), desktop, null)).toEqual({
      ratio: null,
      broken: [
        'no floor score to compare the mobile performance with',
        'no floor TBT to compare the mobile TBT with',
      ],
    });
    expect(pageVerdict(mobile({ performance: null }), desktop, floor(98)).broken).toEqual([
      'no mobile performance score',
    ]);
  });

  it("judges the TBT against the floor's TBT in the same run, plus the budget's margin", () => {
    const over = budgets.mobile.tbtOverFloorMs;
    const page = (tbt: number) => mobile({ metrics: { ...metrics, tbt } });
    expect(pageVerdict(page(300 + over), desktop, floor(98, 300)).broken).toEqual([]);
    expect(pageVerdict(page(300 + over + 1), desktop, floor(98, 300)).broken).toEqual([
      `mobile TBT ${301 + over} ms (> the floor's 300 ms + ${over} ms)`,
    ]);
    // The same page's TBT is within the budget beside a floor that blocks longer on a slower host.
    expect(pageVerdict(page(400), desktop, floor(98, 390)).broken).toEqual([]);
  });

  it('breaks the longest-task budget on a task of the load longer than it', () => {
    const limit = budgets.mobile.longestTaskMs;
    expect(pageVerdict(mobile({ longestTask: null }), desktop, floor(98)).broken).toEqual([]);
    expect(
      pageVerdict(mobile({ longestTask: { ms: limit, url: 'a.js' } }), desktop, floor(98)).broken,
    ).toEqual([]);
    expect(
      pageVerdict(mobile({ longestTask: { ms: limit + 12, url: 'a.js' } }), desktop, floor(98)).broken,
    ).toEqual([`longest task ${limit + 12} ms (> ${limit} ms)`]);
  });
});
