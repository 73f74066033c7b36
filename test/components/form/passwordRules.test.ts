import {
  hasDigit,
  hasMinLength,
  PASSWORD_MIN_LENGTH,
  passwordChecks,
  passwordStrength,
} from '../../../src/components/form/passwordRules';

describe('password rules (docs/rules.md#passwords)', () => {
  it('needs at least 10 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(hasMinLength('123456789')).toBe(false);
    expect(hasMinLength('1234567890')).toBe(true);
    expect(hasMinLength('')).toBe(false);
  });

  it('needs a digit anywhere', () => {
    expect(hasDigit('abcdefghij')).toBe(false);
    expect(hasDigit('abcde5fghij')).toBe(true);
    expect(hasDigit('9')).toBe(true);
  });
});

describe('password checklist and strength', () => {
  it('reports each criterion, the special character included', () => {
    expect(passwordChecks('')).toEqual({ minLength: false, hasNumber: false, hasSpecial: false });
    expect(passwordChecks('abcdefghij')).toEqual({ minLength: true, hasNumber: false, hasSpecial: false });
    expect(passwordChecks('abc1!')).toEqual({ minLength: false, hasNumber: true, hasSpecial: true });
  });

  it('counts Swedish letters as letters, not special characters', () => {
    expect(passwordChecks('åäöÅÄÖ').hasSpecial).toBe(false);
  });

  it('scores 50 for the length and 50 for a digit, nothing for a special character', () => {
    expect(passwordStrength('abc!')).toBe(0);
    expect(passwordStrength('abcdefghij')).toBe(50);
    expect(passwordStrength('abc1')).toBe(50);
    expect(passwordStrength('abcdefghi1')).toBe(100);
  });
});
