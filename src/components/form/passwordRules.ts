/** Spec point 9: every password is at least 10 characters; sign-up and new passwords need a digit. */
export const PASSWORD_MIN_LENGTH = 10;

export const hasMinLength = (password: string) => password.length >= PASSWORD_MIN_LENGTH;

export const hasDigit = (password: string) => /\d/.test(password);

export interface PasswordChecks {
  minLength: boolean;
  hasNumber: boolean;
  /** Shown in the checklist but not enforced (spec point 5). */
  hasSpecial: boolean;
}

/** The live checklist of spec point 5; letters include å, ä, ö and other non-ASCII letters. */
export function passwordChecks(password: string): PasswordChecks {
  return {
    minLength: hasMinLength(password),
    hasNumber: hasDigit(password),
    hasSpecial: /[^\p{L}\p{N}]/u.test(password),
  };
}

/** 50 points for the length and 50 for a digit (spec point 5): 0, 50 or 100. */
export function passwordStrength(password: string): number {
  const checks = passwordChecks(password);
  return (checks.minLength ? 50 : 0) + (checks.hasNumber ? 50 : 0);
}
