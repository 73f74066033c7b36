import { ref, string } from 'yup';
import { hasDigit, hasMinLength } from './passwordRules';

/** A new password and its confirmation: what the new-password, invitation and sign-up forms ask. */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The catalogue ids each form shows for the new password's rules. */
export interface NewPasswordMessages {
  /** The password is empty. */
  required: string;
  /** Shorter than PASSWORD_MIN_LENGTH. */
  minLength: string;
  /** Without a digit. */
  digit: string;
  /** The confirmation is empty. */
  confirmRequired: string;
  /** The confirmation differs from the password (shown on the confirmation field). */
  mismatch: string;
}

/**
 * The rules of a new password (docs/rules.md#passwords): at least 10 characters and a digit
 * (passwordRules), and a confirmation equal to it. The fields of a yup `object`, so a form's schema
 * can hold them beside its other fields.
 */
export function newPasswordRules(messages: NewPasswordMessages) {
  return {
    password: string()
      .default('')
      .required(messages.required)
      .test('min', messages.minLength, (value) => hasMinLength(value ?? ''))
      .test('digit', messages.digit, (value) => hasDigit(value ?? '')),
    confirmPassword: string()
      .default('')
      .required(messages.confirmRequired)
      .oneOf([ref('password')], messages.mismatch),
  };
}
