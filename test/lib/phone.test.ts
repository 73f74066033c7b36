import { countryOfPhone, dialCode, isValidPhone, normalisePhone } from '../../src/lib/phone';

describe('dialCode', () => {
  it.each([
    ['SE', '+46'],
    ['NO', '+47'],
    ['FI', '+358'],
    ['dk', '+45'],
  ])('gives %s the calling code %s', (country, code) => {
    expect(dialCode(country)).toBe(code);
  });

  it('falls back to the Swedish code for a country the selectors do not offer', () => {
    expect(dialCode('XX')).toBe('+46');
    expect(dialCode('DE')).toBe('+46');
  });
});

describe('normalisePhone', () => {
  it('prepends the Swedish dial code and drops the leading zero by default', () => {
    expect(normalisePhone('070-123 45 67')).toBe('+46701234567');
  });

  it('uses the given country: Norwegian and Finnish numbers', () => {
    expect(normalisePhone('412 34 567', 'NO')).toBe('+4741234567');
    expect(normalisePhone('040 123 4567', 'FI')).toBe('+358401234567');
  });

  it('reads 00 as the international prefix: 0046 70… is +46 70…, whatever the selected country', () => {
    expect(normalisePhone('0046 70 123 45 67', 'SE')).toBe('+46701234567');
    expect(normalisePhone('0047 412 34 567', 'SE')).toBe('+4741234567');
    expect(normalisePhone('00358 40 123 4567', 'NO')).toBe('+358401234567');
  });

  it('drops the trunk zero before the dial code', () => {
    expect(normalisePhone('0701234567', 'SE')).toBe('+46701234567');
  });

  it('keeps a number that already starts with + and strips spaces, dashes and parentheses', () => {
    expect(normalisePhone('+47 (412) 34-567', 'SE')).toBe('+4741234567');
  });

  it('leaves an empty input empty', () => {
    expect(normalisePhone('  ')).toBe('');
  });
});

describe('isValidPhone', () => {
  it.each(['+46701234567', '+4741234567', '+358401234567'])('accepts the valid number %s', async (number) => {
    await expect(isValidPhone(number)).resolves.toBe(true);
  });

  it('refuses a number without a leading +, even a valid national one', async () => {
    await expect(isValidPhone('0701234567', 'SE')).resolves.toBe(false);
  });

  it.each(['+4670', '+46 abc', '+47123', '+3580'])('refuses the invalid number %s', async (number) => {
    await expect(isValidPhone(number)).resolves.toBe(false);
  });

  it('validates a normalised Norwegian and Finnish number', async () => {
    await expect(isValidPhone(normalisePhone('41234567', 'NO'), 'NO')).resolves.toBe(true);
    await expect(isValidPhone(normalisePhone('0401234567', 'FI'), 'FI')).resolves.toBe(true);
  });
});

describe('countryOfPhone', () => {
  it('finds the country of an international number', () => {
    expect(countryOfPhone('+46701234567')).toBe('SE');
    expect(countryOfPhone('+4741234567')).toBe('NO');
    expect(countryOfPhone('+358401234567')).toBe('FI');
    expect(countryOfPhone('+4532123456')).toBe('DK');
  });

  it('finds none for a country the selectors do not offer', () => {
    expect(countryOfPhone('+442071234567')).toBeUndefined();
  });

  it('finds none for a national number', () => {
    expect(countryOfPhone('0701234567')).toBeUndefined();
  });
});

describe('isValidPhone when the phone library cannot load', () => {
  it('judges the number by its international shape, so a form never hangs on it', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../../src/lib/phoneValidation', () => {
        throw new Error('Failed to fetch dynamically imported module');
      });
      const { isValidPhone: offlineCheck } = await import('../../src/lib/phone');
      await expect(offlineCheck('+46 70-123 45 67')).resolves.toBe(true);
      await expect(offlineCheck('+4670')).resolves.toBe(false);
      await expect(offlineCheck('+46 abc')).resolves.toBe(false);
      await expect(offlineCheck('0701234567')).resolves.toBe(false);
    });
    jest.dontMock('../../src/lib/phoneValidation');
  });
});
