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
    expect(pageVerdict(mobile(), desktop, 98)).toEqual({ ratio: 1, broken: [] });
  });

  it('judges the ratio as printed, to two decimals', () => {
    // 92 / 94 = 0.9787…, shown and judged as 0.98.
    expect(pageVerdict(mobile({ performance: 92 }), desktop, 94).broken).toEqual([]);
    expect(pageVerdict(mobile({ performance: 91 }), desktop, 94)).toEqual({
      ratio: 0.97,
      broken: ["mobile performance 91 is 0.97 of the floor's 94 (< 0.98)"],
    });
  });

  it('lists every broken budget', () => {
    const verdict = pageVerdict(
      mobile({ accessibility: 96, bestPractices: 92, metrics: { ...metrics, lcp: 1800.4 } }),
      { ...desktop, performance: 99 },
      98,
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
      pageVerdict(mobile({ metrics: { ...metrics, lcp: budgets.mobile.lcpMs } }), desktop, 98).broken,
    ).toEqual([]);
    expect(pageVerdict(mobile({ metrics: undefined }), desktop, 98).broken).toEqual(['no mobile LCP']);
  });

  it('breaks the ratio budget when there is no floor score to compare with', () => {
    expect(pageVerdict(mobile(), desktop, null)).toEqual({
      ratio: null,
      broken: ['no floor score to compare the mobile performance with'],
    });
    expect(pageVerdict(mobile({ performance: null }), desktop, 98).broken).toEqual([
      'no mobile performance score',
    ]);
  });
});
