import { calibratedSlowdown } from '../../bench/calibratedSlowdown';

describe('calibratedSlowdown (Lighthouse CPU throttling calculator)', () => {
  it("gives the calculator's anchors: 4× where Lighthouse's constant assumes a desktop, 3×, 2×, 1×", () => {
    expect(calibratedSlowdown(1533)).toBe(4);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(1766)).toBe(5);
    expect(calibratedSlowdown(2000)).toBe(6);
  });

  it('slows a faster host more and a slower host less, where a constant 4× would not', () => {
    // Two hosts the bench ran on at 4×, which made the slower one stand for a slower phone.
    expect(calibratedSlowdown(2125)).toBe(6.54);
    expect(calibratedSlowdown(1515)).toBe(3.92);
  });

  it('interpolates between the anchors and never speeds a slow host up', () => {
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(475)).toBe(1.5);
    expect(calibratedSlowdown(100)).toBe(1);
  });

  it('refuses an index that is not a positive number', () => {
    for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => calibratedSlowdown(index)).toThrow(/benchmarkIndex/);
  });
});
