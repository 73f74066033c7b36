/** Every password is at least 10 characters; sign-up and new ones need a digit (docs/rules.md#passwords). */
export const PASSWORD_MIN_LENGTH = 10;

export const hasMinLength = (password: string) => password.length >= PASSWORD_MIN_LENGTH;

export const hasDigit = (password: string) => /\d/.test(password);

export interface PasswordChecks {
  minLength: boolean;
  hasNumber: boolean;
  /** Shown in the checklist but not enforced (docs/rules.md#passwords). */
  hasSpecial: boolean;
}

/** The live checklist (docs/rules.md#passwords); letters include å, ä, ö and other non-ASCII letters. */
export function passwordChecks(password: string): PasswordChecks {
  return {
    minLength: hasMinLength(password),
    hasNumber: hasDigit(password),
    hasSpecial: /[^\p{L}\p{N}]/u.test(password),
  };
}

/** 50 points for the length and 50 for a digit (docs/rules.md#passwords): 0, 50 or 100. */
export function passwordStrength(password: string): number {
  const checks = passwordChecks(password);
  return (checks.minLength ? 50 : 0) + (checks.hasNumber ? 50 : 0);
}
