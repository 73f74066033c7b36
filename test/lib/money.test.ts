import { discountPercent, formatMoney, toMajorUnits } from '../../src/lib/money';

// Intl uses a no-break space (U+00A0) between groups and before the currency,
// and U+2212 as the minus sign in Swedish.
const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('formatMoney', () => {
  describe('SEK in sv-SE', () => {
    it('shows a whole amount without decimals', () => {
      expect(formatMoney(12900, 'SEK', 'sv-SE')).toBe(`129${NBSP}kr`);
    });

    it('shows a non-whole amount with two decimals and a decimal comma', () => {
      expect(formatMoney(12950, 'SEK', 'sv-SE')).toBe(`129,50${NBSP}kr`);
      expect(formatMoney(12901, 'SEK', 'sv-SE')).toBe(`129,01${NBSP}kr`);
    });

    it('shows less than one krona with two decimals', () => {
      expect(formatMoney(5, 'SEK', 'sv-SE')).toBe(`0,05${NBSP}kr`);
    });

    it('shows zero as a whole amount', () => {
      expect(formatMoney(0, 'SEK', 'sv-SE')).toBe(`0${NBSP}kr`);
    });

    it('shows a negative amount (e.g. a discount) with the locale minus sign', () => {
      expect(formatMoney(-12950, 'SEK', 'sv-SE')).toBe(`${MINUS}129,50${NBSP}kr`);
      expect(formatMoney(-5000, 'SEK', 'sv-SE')).toBe(`${MINUS}50${NBSP}kr`);
    });

    it('groups thousands', () => {
      expect(formatMoney(123456789, 'SEK', 'sv-SE')).toBe(`1${NBSP}234${NBSP}567,89${NBSP}kr`);
    });
  });

  describe('NOK', () => {
    it('in English puts the currency code first, without decimals when whole', () => {
      expect(formatMoney(12900, 'NOK', 'en')).toBe(`NOK${NBSP}129`);
    });

    it('in English shows a non-whole amount with a decimal point', () => {
      expect(formatMoney(12950, 'NOK', 'en')).toBe(`NOK${NBSP}129.50`);
    });

    it('in Norwegian shows kr after the amount', () => {
      expect(formatMoney(12900, 'NOK', 'nb-NO')).toBe(`129${NBSP}kr`);
    });
  });

  describe('EUR', () => {
    it('in English puts the euro sign first', () => {
      expect(formatMoney(12900, 'EUR', 'en')).toBe('€129');
      expect(formatMoney(12950, 'EUR', 'en')).toBe('€129.50');
    });

    it('in Finnish puts the euro sign last', () => {
      expect(formatMoney(12950, 'EUR', 'fi-FI')).toBe(`129,50${NBSP}€`);
    });
  });

  describe('rounding', () => {
    it('rounds stray fractions of a minor unit before deciding whether the amount is whole', () => {
      // 12999.6 öre is 130 kr, not "130,00 kr".
      expect(formatMoney(12999.6, 'SEK', 'sv-SE')).toBe(`130${NBSP}kr`);
      expect(formatMoney(12950.4, 'SEK', 'sv-SE')).toBe(`129,50${NBSP}kr`);
    });

    it('never shows a negative zero', () => {
      expect(formatMoney(-0.4, 'SEK', 'sv-SE')).toBe(`0${NBSP}kr`);
      expect(formatMoney(-0, 'SEK', 'sv-SE')).toBe(`0${NBSP}kr`);
    });
  });

  it('rejects amounts that are not finite numbers', () => {
    expect(() => formatMoney(Number.NaN, 'SEK', 'sv-SE')).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, 'SEK', 'sv-SE')).toThrow(RangeError);
  });
});

describe('toMajorUnits', () => {
  it('divides minor units by 100', () => {
    expect(toMajorUnits(12900)).toBe(129);
    expect(toMajorUnits(12950)).toBe(129.5);
    expect(toMajorUnits(0)).toBe(0);
    expect(toMajorUnits(-250)).toBe(-2.5);
  });

  it('gives the exact decimal value for analytics (no floating-point noise)', () => {
    expect(toMajorUnits(1999)).toBe(19.99);
    expect(String(toMajorUnits(1999))).toBe('19.99');
    expect(String(toMajorUnits(10))).toBe('0.1');
  });
});

describe('discountPercent', () => {
  it('gives the whole-number percentage off the base price', () => {
    expect(discountPercent(20000, 15000)).toBe(25);
    expect(discountPercent(10000, 5000)).toBe(50);
    expect(discountPercent(10000, 0)).toBe(100);
  });

  it('rounds to the nearest whole percent', () => {
    expect(discountPercent(300, 200)).toBe(33); // 33.33…
    expect(discountPercent(300, 100)).toBe(67); // 66.66…
  });

  it('rounds exact halves up, without floating-point error', () => {
    expect(discountPercent(8, 7)).toBe(13); // 12.5
    expect(discountPercent(200, 171)).toBe(15); // 14.5 (naive (29/200)*100 gives 14.4999…)
  });

  it('is 0 when the base price is 0', () => {
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
  });

  it('is 0 when the sale price is equal to or above the base price', () => {
    expect(discountPercent(10000, 10000)).toBe(0);
    expect(discountPercent(10000, 12000)).toBe(0);
  });

  it('is 0 for a negative base price or non-finite input', () => {
    expect(discountPercent(-100, -200)).toBe(0);
    expect(discountPercent(Number.NaN, 100)).toBe(0);
    expect(discountPercent(100, Number.NaN)).toBe(0);
  });

  it('caps at 100 when the sale price is negative', () => {
    expect(discountPercent(10000, -500)).toBe(100);
  });
});
