import type { Scores } from '../../bench/lighthouseScores';
import { tbtSpread, tbtSpreadText } from '../../bench/roundSpread';

const round = (tbt: number | null): Scores => ({
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  metrics: { fcp: 600, lcp: 700, tbt, cls: 0, si: 600 },
});

describe("the spread of a page's TBT over its rounds", () => {
  it('is the lowest and highest round, rounded to the millisecond', () => {
    expect(tbtSpread([round(385.4), round(170.2), round(224.6)])).toEqual({ min: 170, max: 385 });
    expect(tbtSpreadText([round(385.4), round(170.2), round(224.6)])).toBe('170–385 ms');
  });

  it('leaves out rounds without a TBT, and says so when none has one', () => {
    expect(tbtSpread([round(null), round(300)])).toEqual({ min: 300, max: 300 });
    expect(tbtSpread([round(null)])).toBeNull();
    expect(tbtSpreadText([])).toBe('–');
  });
});
