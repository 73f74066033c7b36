import { countryCodes } from '../../src/lib/countryCodes';

describe('countryCodes', () => {
  it('lists each country once by a two-letter upper-case code, in order', () => {
    expect(countryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    expect([...countryCodes].sort()).toEqual(countryCodes);
  });

  it('has the shop’s markets and their neighbours, and every country of the world', () => {
    expect(countryCodes).toEqual(expect.arrayContaining(['SE', 'NO', 'FI', 'DK', 'DE', 'US', 'XK']));
    expect(countryCodes.length).toBeGreaterThanOrEqual(240);
  });

  it('gives every code a Swedish name, so the picker never shows a bare code', () => {
    const names = new Intl.DisplayNames(['sv'], { type: 'region', fallback: 'none' });
    expect(countryCodes.filter((code) => names.of(code) === undefined)).toEqual([]);
  });
});
