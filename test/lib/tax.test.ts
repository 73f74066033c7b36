import { formatTaxPercent, taxPercentFromBasisPoints } from '../../src/lib/tax';

const NBSP = '\u00a0';

describe('taxPercentFromBasisPoints', () => {
  it('turns basis points into a fraction of 1', () => {
    expect(taxPercentFromBasisPoints(2500)).toBe(0.25);
    expect(taxPercentFromBasisPoints(1200)).toBe(0.12);
    expect(taxPercentFromBasisPoints(600)).toBe(0.06);
    expect(taxPercentFromBasisPoints(2550)).toBe(0.255);
    expect(taxPercentFromBasisPoints(0)).toBe(0);
    expect(taxPercentFromBasisPoints(10000)).toBe(1);
  });
});

describe('formatTaxPercent', () => {
  it('shows whole percentages without decimals, separated from % by a no-break space', () => {
    expect(formatTaxPercent(2500)).toBe(`25${NBSP}%`);
    expect(formatTaxPercent(1200)).toBe(`12${NBSP}%`);
    expect(formatTaxPercent(600)).toBe(`6${NBSP}%`);
    expect(formatTaxPercent(10000)).toBe(`100${NBSP}%`);
  });

  it('shows zero tax as 0 %', () => {
    expect(formatTaxPercent(0)).toBe(`0${NBSP}%`);
  });

  it('shows a non-whole rate with a decimal comma and no trailing zeros', () => {
    expect(formatTaxPercent(2550)).toBe(`25,5${NBSP}%`);
    expect(formatTaxPercent(1425)).toBe(`14,25${NBSP}%`);
    expect(formatTaxPercent(5)).toBe(`0,05${NBSP}%`);
  });

  it('rounds to whole basis points (two decimals of a percent)', () => {
    expect(formatTaxPercent(2549.6)).toBe(`25,5${NBSP}%`);
    expect(formatTaxPercent(-0.2)).toBe(`0${NBSP}%`);
  });

  it('shows a negative rate with a leading minus', () => {
    expect(formatTaxPercent(-2550)).toBe(`-25,5${NBSP}%`);
  });

  it('rejects input that is not a finite number', () => {
    expect(() => formatTaxPercent(Number.NaN)).toThrow(RangeError);
  });
});
